import { and, eq, sql } from 'drizzle-orm';
import type { savePermitRequestSchema } from '../../../shared/contracts/permits';
import { PERMIT_SAVED } from '../../../shared/contracts/permits';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { permitTerms, wells } from '../../db/schema';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';

export type SavePermitInput = z.output<typeof savePermitRequestSchema>;

/** Million gallons, as staff enter the volume, in whole gallons. */
function gallonsOfMillions(millionGallons: number): number {
  return Math.round(millionGallons * 1_000_000);
}

/**
 * POST Permit/SavePermit: the permit's number and date on the well, and terms from a day on. Terms
 * already starting that day are replaced; every other version stays, so the days each covered keep
 * their volume. Audited with the terms replaced.
 */
export async function savePermit(
  db: DbOrTx,
  caller: Caller,
  input: SavePermitInput,
  requestKey?: string,
): Promise<{ message: string; id: number }> {
  const { result } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'save-permit', targetId: input.wellId, body: input },
    (tx) => writePermit(tx, caller, input),
    (id) => ({ message: PERMIT_SAVED, id }),
  );
  return result;
}

async function writePermit(
  db: DbOrTx,
  caller: Caller,
  input: SavePermitInput,
): Promise<{ message: string; id: number }> {
  return db.transaction(async (tx) => {
    const well = await findVisibleWell(tx, caller, input.wellId, { lock: true });
    const [replaced] = await tx
      .select()
      .from(permitTerms)
      .where(and(eq(permitTerms.wellId, input.wellId), eq(permitTerms.effectiveFrom, input.effectiveFrom)));
    const terms = {
      wellId: input.wellId,
      effectiveFrom: input.effectiveFrom,
      annualGallons: gallonsOfMillions(input.annualMillionGallons),
      maxDailyGallons: input.maxDailyGallons,
      note: input.note,
      createdBy: caller.id,
    };
    const [saved] = await tx
      .insert(permitTerms)
      .values(terms)
      .onConflictDoUpdate({
        target: [permitTerms.wellId, permitTerms.effectiveFrom],
        set: { ...terms, createdAt: sql`now()` },
      })
      .returning({ id: permitTerms.id });
    await tx
      .update(wells)
      .set({ cagcdPermitNumber: input.permitNumber, cagcdPermitDate: input.permitDate })
      .where(eq(wells.id, input.wellId));
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'save-permit',
      entity: 'well',
      entityId: input.wellId,
      before: {
        permitNumber: well.cagcdPermitNumber,
        permitDate: well.cagcdPermitDate,
        terms: replaced
          ? {
              annualGallons: replaced.annualGallons,
              maxDailyGallons: replaced.maxDailyGallons,
              note: replaced.note,
            }
          : null,
      },
      after: { permitNumber: input.permitNumber, permitDate: input.permitDate, ...terms },
    });
    return { message: PERMIT_SAVED, id: saved!.id };
  });
}
