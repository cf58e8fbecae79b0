import { eq } from 'drizzle-orm';
import type { ReviewReadingResponse } from '../../../shared/contracts/meter-readings';
import type { ReviewDecision } from '../../../shared/contracts/meter-readings';
import { recordAudit } from '../../audit';
import type { DbOrTx, Tx } from '../../db/client';
import { meterReadings } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';
import { regenerateInvoice } from '../invoices';
import { invoicesOfDays } from './invoiced-days';
import { installationById } from './reading-chain';
import { rebuildChain, type RewrittenDays } from './rebuild-chain';

export const READING_NOT_FOUND = 'Reading not found';

export interface ReviewOutcome extends ReviewReadingResponse {
  /** Invoices regenerated: their open payment intents are cancelled once the review commits. */
  regeneratedInvoiceIds: number[];
  /** The reading that was rejected, for the e-mail to whoever entered it. */
  rejectedReadingId: number | null;
  /** The well whose pumpage the accepted reading wrote, for the permit check. */
  acceptedWellId: number | null;
}

/**
 * Pumpage on a paid invoice stays as billed, so a review that would change it is refused; the
 * unpaid invoices of the rewritten days are rebuilt from the pumpage as it now stands.
 */
async function regenerateInvoicesOf(
  tx: Tx,
  caller: Caller,
  wellId: number,
  days: RewrittenDays | null,
): Promise<{ numbers: string[]; ids: number[] }> {
  if (!days) return { numbers: [], ids: [] };
  const invoiced = await invoicesOfDays(tx, wellId, days.first, days.last);
  const paid = invoiced.filter((invoice) => invoice.hasPaid);
  if (paid.length > 0) {
    const named = paid.map(
      (invoice) => `${invoice.year} Q${invoice.quarter} on paid invoice ${invoice.invoiceNumber}`,
    );
    throw new ConflictError(
      `The reading changes pumpage already paid for (${named.join(', ')}); paid invoices do not change, so it cannot be accepted.`,
    );
  }
  for (const invoice of invoiced) {
    await regenerateInvoice(tx, caller, { clientId: invoice.clientId, invoiceId: invoice.invoiceId });
  }
  return {
    numbers: invoiced.map((invoice) => invoice.invoiceNumber),
    ids: invoiced.map((invoice) => invoice.invoiceId),
  };
}

async function wellOfReading(tx: Tx, readingId: number): Promise<number> {
  const [reading] = await tx
    .select({ wellId: meterReadings.wellId })
    .from(meterReadings)
    .where(eq(meterReadings.id, readingId));
  if (!reading) throw new NotFoundError(READING_NOT_FOUND);
  return reading.wellId;
}

async function lockedReading(tx: Tx, readingId: number) {
  const [reading] = await tx
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.id, readingId))
    .for('update');
  if (!reading) throw new NotFoundError(READING_NOT_FOUND);
  return reading;
}

/**
 * PUT MeterReading/ReviewReading (staff): a held reading accepted or rejected, audited. Accepting
 * writes its volume as pumpage (a held audit check replaces the owner's reading it checked);
 * rejecting one in the chain gives its days to the reading after it. Either may change invoiced
 * pumpage: unpaid invoices are regenerated, and a change to a paid one is refused.
 */
export async function reviewReading(
  db: DbOrTx,
  caller: Caller,
  readingId: number,
  review: { decision: ReviewDecision; reason: string },
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    // The well's row first, as every writer of its readings takes it: a rebuild may update readings
    // of the well another review would otherwise hold while waiting for the well.
    const well = await findVisibleWell(tx, caller, await wellOfReading(tx, readingId), { lock: true });
    const held = await lockedReading(tx, readingId);
    if (held.state !== 'pending') {
      throw new ConflictError(
        `Only readings held for review can be accepted or rejected; this one is ${held.state}.`,
      );
    }
    const installation = await installationById(tx, held.installationId);
    const decided = { reviewedBy: caller.id, reviewedAt: new Date(), reviewReason: review.reason || null };
    let rewritten: RewrittenDays | null = null;
    if (review.decision === 'accept') {
      if (held.checkedReadingId !== null) {
        await tx
          .update(meterReadings)
          .set({
            ...decided,
            state: 'rejected',
            reviewReason: `Replaced by the staff audit reading of ${held.readOn}.`,
          })
          .where(eq(meterReadings.id, held.checkedReadingId));
      }
      await tx
        .update(meterReadings)
        .set({ ...decided, state: 'accepted', checkedReadingId: null })
        .where(eq(meterReadings.id, held.id));
      rewritten = await rebuildChain(tx, installation, held.readOn);
    } else {
      await tx
        .update(meterReadings)
        .set({ ...decided, state: 'rejected' })
        .where(eq(meterReadings.id, held.id));
      if (held.checkedReadingId === null) rewritten = await rebuildChain(tx, installation, held.readOn);
    }
    const invoices = await regenerateInvoicesOf(tx, caller, well.id, rewritten);
    const state = review.decision === 'accept' ? 'accepted' : 'rejected';
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: review.decision === 'accept' ? 'accept-reading' : 'reject-reading',
      entity: 'meter-reading',
      entityId: held.id,
      before: { state: held.state, wellNumber: well.wellNumber, readOn: held.readOn, reading: held.reading },
      after: { state, reason: review.reason || null, regeneratedInvoices: invoices.numbers },
    });
    const regenerated =
      invoices.numbers.length > 0 ? ` Regenerated invoice ${invoices.numbers.join(', ')}.` : '';
    return {
      message: `Reading of ${well.wellNumber} on ${held.readOn} ${state}.${regenerated}`,
      state,
      regeneratedInvoices: invoices.numbers,
      regeneratedInvoiceIds: invoices.ids,
      rejectedReadingId: state === 'rejected' ? held.id : null,
      acceptedWellId: state === 'accepted' ? well.id : null,
    };
  });
}
