import type { SubmitReading, SubmitReadingResponse } from '../../../shared/contracts/meter-readings';
import { isStaff } from '../../../shared/rules/access';
import { gallonsText, READING_REFUSALS } from '../../../shared/rules/reading-checks';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { ValidationError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { readingAnswer } from './list-readings';
import { recordReading, type RecordedReading } from './record-reading';

function answerOf(recorded: Pick<RecordedReading, 'id' | 'state' | 'volumeGallons'> & { reasons: string[] }) {
  const { reasons } = recorded;
  const message =
    recorded.state === 'accepted'
      ? `Reading accepted: ${gallonsText(recorded.volumeGallons)}.`
      : `Reading held for review: ${reasons.join(' ')}`;
  return { message, id: recorded.id, state: recorded.state, volumeGallons: recorded.volumeGallons, reasons };
}

/**
 * POST MeterReading/SubmitReading: an owner or user of the well's client (level 20 and up) or staff
 * enters the register's value; staff may mark it as taken on an audit visit. Audited; with a request
 * key, once however often the same request arrives.
 */
export async function submitReading(
  db: DbOrTx,
  caller: Caller,
  input: SubmitReading,
  today: string,
  requestKey: string | undefined,
): Promise<SubmitReadingResponse> {
  const staff = isStaff(caller.accessLevel);
  if (input.isAudit && !staff) {
    throw new ValidationError(READING_REFUSALS.auditByOwner, { isAudit: READING_REFUSALS.auditByOwner });
  }
  const source = !staff ? 'owner' : input.isAudit ? 'staff_audit' : 'staff';
  const { result } = await doOncePerKey(
    db,
    {
      key: requestKey,
      callerId: caller.id,
      operation: 'submit-reading',
      targetId: input.wellId,
      body: input,
    },
    (tx) =>
      tx.transaction(async (inner) => {
        const recorded = await recordReading(inner, caller, { ...input, source }, today);
        await recordAudit(inner, {
          actorUserId: caller.id,
          action: 'submit-reading',
          entity: 'meter-reading',
          entityId: recorded.id,
          before: null,
          after: {
            wellId: input.wellId,
            readOn: input.readOn,
            reading: input.reading,
            source,
            state: recorded.state,
          },
        });
        return answerOf({ ...recorded, reasons: recorded.reasons.map((reason) => reason.message) });
      }),
    async (id) => answerOf(await readingAnswer(db, id)),
  );
  return result;
}
