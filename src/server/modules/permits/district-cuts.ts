import { desc, eq, sql } from 'drizzle-orm';
import type { saveDistrictCutRequestSchema } from '../../../shared/contracts/permits';
import { DISTRICT_CUT_SAVED, type DistrictCutRow } from '../../../shared/contracts/permits';
import type { ListResponse } from '../../../shared/contracts/common';
import { addDays } from '../../../shared/rules/calendar';
import type { z } from 'zod';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { districtCutNotices, districtCuts, users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { userNameSql } from '../users';

export type SaveDistrictCutInput = z.output<typeof saveDistrictCutRequestSchema>;

export const CUT_NOT_FOUND = 'District cut not found';
export const CUT_STARTS_IN_PAST = 'A cut cannot start before today';
export const CUT_IN_FORCE_FIXED = 'A cut in force keeps its percent and start; only its end date may change';
export const CUT_END_IN_PAST =
  'The end date cannot be before yesterday: a cut ended yesterday is lifted today';

function refusal(field: string, message: string): ValidationError {
  return new ValidationError(message, { [field]: message });
}

/**
 * POST Permit/SaveDistrictCut: declares a cut from today or later, or changes one. A cut in force
 * keeps its percent and start (the days it covered stay cut); its end may be set from yesterday on.
 * Audited. The owners' notices go after the transaction (`sendCutNotices`).
 */
export async function saveDistrictCut(
  db: DbOrTx,
  caller: Caller,
  input: SaveDistrictCutInput,
  today: string,
  requestKey?: string,
): Promise<{ message: string; id: number }> {
  const { result } = await doOncePerKey(
    db,
    {
      key: requestKey,
      callerId: caller.id,
      operation: 'save-district-cut',
      targetId: input.id ?? null,
      body: input,
    },
    (tx) => writeDistrictCut(tx, caller, input, today),
    (id) => ({ message: DISTRICT_CUT_SAVED, id }),
  );
  return result;
}

async function writeDistrictCut(
  db: DbOrTx,
  caller: Caller,
  input: SaveDistrictCutInput,
  today: string,
): Promise<{ message: string; id: number }> {
  return db.transaction(async (tx) => {
    const values = {
      percent: input.percent,
      effectiveOn: input.effectiveOn,
      endsOn: input.endsOn,
      reason: input.reason,
    };
    if (input.endsOn !== null && input.endsOn < addDays(today, -1)) throw refusal('endsOn', CUT_END_IN_PAST);
    if (input.id === undefined) {
      if (input.effectiveOn < today) throw refusal('effectiveOn', CUT_STARTS_IN_PAST);
      const [created] = await tx
        .insert(districtCuts)
        .values({ ...values, createdBy: caller.id })
        .returning({ id: districtCuts.id });
      await recordAudit(tx, {
        actorUserId: caller.id,
        action: 'declare-district-cut',
        entity: 'district-cut',
        entityId: created!.id,
        after: values,
      });
      return { message: DISTRICT_CUT_SAVED, id: created!.id };
    }
    const [before] = await tx.select().from(districtCuts).where(eq(districtCuts.id, input.id)).for('update');
    if (!before) throw new NotFoundError(CUT_NOT_FOUND);
    if (before.effectiveOn <= today) {
      if (before.percent !== input.percent || before.effectiveOn !== input.effectiveOn) {
        throw refusal('percent', CUT_IN_FORCE_FIXED);
      }
    } else if (input.effectiveOn < today) {
      throw refusal('effectiveOn', CUT_STARTS_IN_PAST);
    }
    await tx.update(districtCuts).set(values).where(eq(districtCuts.id, input.id));
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'change-district-cut',
      entity: 'district-cut',
      entityId: input.id,
      before: {
        percent: before.percent,
        effectiveOn: before.effectiveOn,
        endsOn: before.endsOn,
        reason: before.reason,
      },
      after: values,
    });
    return { message: DISTRICT_CUT_SAVED, id: input.id };
  });
}

/** GET Permit/GetDistrictCuts: the latest first, with how their notices went. */
export async function listDistrictCuts(
  db: DbOrTx,
  today: string,
): Promise<ListResponse<DistrictCutRow> & { today: string }> {
  const count = (outcome: string) =>
    sql<number>`(select count(*)::int from ${districtCutNotices} where ${districtCutNotices.cutId} = ${districtCuts.id}
      and ${districtCutNotices.outcome} = ${outcome})`;
  const rows = await db
    .select({
      id: districtCuts.id,
      percent: districtCuts.percent,
      effectiveOn: districtCuts.effectiveOn,
      endsOn: districtCuts.endsOn,
      reason: districtCuts.reason,
      createdBy: userNameSql,
      createdAt: districtCuts.createdAt,
      sent: count('sent'),
      failed: count('failed'),
      noRecipient: count('no-recipient'),
      pending: count('sending'),
    })
    .from(districtCuts)
    .leftJoin(users, eq(users.id, districtCuts.createdBy))
    .orderBy(desc(districtCuts.effectiveOn), desc(districtCuts.id));
  return {
    message: 'OK',
    today,
    data: rows.map(({ sent, failed, noRecipient, pending, createdAt, ...cut }) => ({
      ...cut,
      inForce: cut.effectiveOn <= today && (cut.endsOn === null || cut.endsOn >= today),
      createdAt: createdAt.toISOString(),
      notices: { sent, failed, noRecipient, pending },
    })),
  };
}
