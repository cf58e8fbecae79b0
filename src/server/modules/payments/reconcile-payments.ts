import { eq, sql } from 'drizzle-orm';
import { CANCELLED_BECAUSE, PAYMENT_ABANDONED_AFTER_HOURS } from '../../../shared/contracts/payment-records';
import { amountToChargeCents } from '../../../shared/rules/payment-fees';
import type { OnlinePaymentMethod } from '../../../shared/states';
import { invoices, payments } from '../../db/schema';
import type { ProviderIntent } from '../../integrations/payments/payment-provider';
import { paymentUnderWay } from '../invoices';
import type { PaymentRow } from './apply-intent';
import { amountsOwedOn } from './invoice-balance';
import type { PaymentContext } from './payment-context';
import { refundPayment, reportIntent } from './report-intent';

/** At most this many payments per sweep, so one sweep stays well inside the provider's rate limit. */
const SWEEP_LIMIT = 100;

const OPEN: readonly ProviderIntent['status'][] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export interface ReconcileSettings {
  /** A payment not final is asked about once it has not changed for this long, then as often. */
  staleSeconds: number;
}

/**
 * Claims the payments due a question: not final, unchanged and not asked about for `staleSeconds`,
 * the longest waiting first. Claiming stamps them in one statement that skips rows another
 * instance is claiming, so several instances sweep without asking twice.
 */
function claimDuePayments(context: PaymentContext, staleSeconds: number): Promise<PaymentRow[]> {
  const stale = sql`now() - make_interval(secs => ${staleSeconds})`;
  return context.db
    .update(payments)
    .set({ reconciledAt: sql`now()` })
    .where(
      sql`${payments.id} in (
        select ${payments.id} from ${payments}
        where ${payments.status} in ('pending', 'processing', 'refunding')
          and ${payments.paymentIntentId} is not null
          and ${payments.updatedAt} < ${stale}
          and coalesce(${payments.reconciledAt}, ${payments.updatedAt}) < ${stale}
        order by coalesce(${payments.reconciledAt}, ${payments.updatedAt})
        limit ${SWEEP_LIMIT}
        for update skip locked)`,
    )
    .returning();
}

/**
 * Why an open intent may no longer be confirmed, or null: the invoice is paid or a payment of it is
 * on its way, it asks another amount than the intent's (a staff change whose cancelling failed, or
 * a day more of late fee), or the owner left it open for a day.
 */
async function whyCancel(context: PaymentContext, payment: PaymentRow): Promise<string | null> {
  const [invoice] = await context.db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice || invoice.hasPaid || (await paymentUnderWay(context.db, invoice.id, payment.id))) {
    return CANCELLED_BECAUSE.invoicePaid;
  }
  if (Date.now() - payment.createdAt.getTime() > PAYMENT_ABANDONED_AFTER_HOURS * 3_600_000) {
    return CANCELLED_BECAUSE.leftOpen;
  }
  const today = context.today();
  const { totals } = await amountsOwedOn(context.db, invoice, today);
  const method = payment.method as OnlinePaymentMethod;
  const asked = amountToChargeCents(totals.totalCents, method, await context.feesOn(context.db, today));
  return asked === payment.amountCents ? null : CANCELLED_BECAUSE.asksAnotherAmount;
}

async function reconcile(context: PaymentContext, payment: PaymentRow): Promise<void> {
  if (payment.status === 'refunding') {
    await refundPayment(context, payment);
    return;
  }
  const intentId = payment.paymentIntentId ?? '';
  const intent = await context.provider.retrieveIntent(intentId);
  const reason =
    payment.status === 'pending' && OPEN.includes(intent.status) ? await whyCancel(context, payment) : null;
  if (reason) await reportIntent(context, await context.provider.cancelIntent(intentId), null, reason);
  else await reportIntent(context, intent, null);
}

/**
 * Nothing stays pending: every payment not final for a while is asked of the provider and brought
 * in line with what it says (a charge whose webhook was lost, or whose server died before it
 * recorded it, is recorded now and refunded if the invoice does not keep it); refunds that could
 * not be made are tried again; open intents that may no longer be confirmed are cancelled. Runs at
 * start and every few minutes. Answers how many payments it asked about.
 */
export async function reconcilePayments(
  context: PaymentContext,
  settings: ReconcileSettings,
): Promise<number> {
  const due = await claimDuePayments(context, settings.staleSeconds);
  for (const payment of due) {
    await reconcile(context, payment).catch((error: unknown) =>
      context.warn(error, `Payment ${payment.id} could not be reconciled with the provider`),
    );
  }
  return due.length;
}
