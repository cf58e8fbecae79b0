import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { saveWellSchema } from '../../../shared/contracts/wells';
import { recordAudit } from '../../audit';
import { isUniqueViolation } from '../../db/errors';
import { wells } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { doOncePerKey } from '../../request-keys';
import { assertWellNumberIsFree, duplicateWellNumber } from './assert-well-number-free';
import { assertWellReferencesExist } from './assert-well-references';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';

export type SaveWell = z.output<typeof saveWellSchema>;

function dateOrNull(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}

/**
 * POST Well/SaveWell (staff): creates without an id, updates with one. The server stamps
 * wellStatusDate whenever wellStatus changes (the client never sends it), checks that the
 * references exist and the well number is free, and audits before and after in one transaction;
 * with a request key, once however often the same request arrives.
 */
export async function saveWell(
  db: DbOrTx,
  caller: Caller,
  input: SaveWell,
  requestKey?: string,
): Promise<SavedResponse> {
  const { result } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'save-well', targetId: input.id ?? null, body: input },
    (tx) => writeWell(tx, caller, input),
    (id) => ({ message: savedMessage(input.id), id }),
  );
  return result;
}

const savedMessage = (id: number | null | undefined) =>
  id ? 'Well updated successfully.' : 'Well created successfully.';

async function writeWell(db: DbOrTx, caller: Caller, input: SaveWell): Promise<SavedResponse> {
  const { id, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      let before: typeof wells.$inferSelect | undefined;
      if (id) {
        [before] = await tx.select().from(wells).where(eq(wells.id, id)).for('update');
        if (!before) throw new NotFoundError(WELL_NOT_FOUND);
      }
      await assertWellReferencesExist(tx, values);
      await assertWellNumberIsFree(tx, values.wellNumber, before?.id);

      const statusChanged = before ? before.wellStatus !== values.wellStatus : values.wellStatus !== null;
      const row = {
        ...values,
        completionDateTime: dateOrNull(values.completionDateTime),
        inactiveDateTime: dateOrNull(values.inactiveDateTime),
        wellStatusDate: statusChanged ? new Date() : (before?.wellStatusDate ?? null),
      };
      const [after] = before
        ? await tx.update(wells).set(row).where(eq(wells.id, before.id)).returning()
        : await tx.insert(wells).values(row).returning();
      if (!after) throw new Error('well save returned no row');

      await recordAudit(tx, {
        actorUserId: caller.id,
        action: before ? 'update' : 'create',
        entity: 'well',
        entityId: after.id,
        before: before ?? null,
        after,
      });
      return { message: savedMessage(id), id: after.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'wells_well_number_unique')) throw duplicateWellNumber(values.wellNumber);
    throw error;
  }
}
