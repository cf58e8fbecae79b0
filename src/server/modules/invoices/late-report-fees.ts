import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { adjustments, lateReportFees } from '../../db/schema';

/** The clients with late-report fees waiting for their next invoice. */
export async function clientsWithWaitingFees(tx: Tx): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ clientId: lateReportFees.clientId })
    .from(lateReportFees)
    .where(isNull(lateReportFees.invoiceId));
  return new Set(rows.map((row) => row.clientId));
}

/**
 * Puts each waiting late-report fee of the clients on their new invoice as an adjustment, with the
 * fee's reason. The fee row is taken by an update that re-checks it is still waiting, so two
 * generations at once put it on one invoice only; staff may remove the adjustment like any other.
 */
export async function chargeWaitingFees(
  tx: Tx,
  created: readonly { id: number; clientId: number }[],
): Promise<number> {
  let charged = 0;
  for (const invoice of created) {
    const taken = await tx
      .update(lateReportFees)
      .set({ invoiceId: invoice.id })
      .where(and(eq(lateReportFees.clientId, invoice.clientId), isNull(lateReportFees.invoiceId)))
      .returning({
        id: lateReportFees.id,
        reason: lateReportFees.reason,
        amountCents: lateReportFees.amountCents,
      });
    for (const fee of taken) {
      const [adjustment] = await tx
        .insert(adjustments)
        .values({ invoiceId: invoice.id, reason: fee.reason, valueCents: fee.amountCents })
        .returning({ id: adjustments.id });
      if (adjustment) {
        await tx
          .update(lateReportFees)
          .set({ adjustmentId: adjustment.id })
          .where(eq(lateReportFees.id, fee.id));
      }
      charged += 1;
    }
  }
  return charged;
}
