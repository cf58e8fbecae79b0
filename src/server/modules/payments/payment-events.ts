import { NotFoundError, ValidationError } from '../../errors';
import { WebhookSignatureError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import type {
  SandboxConfirmation,
  SandboxConfirmResult,
  SandboxPaymentProvider,
} from '../../integrations/payments/sandbox-provider';
import type { Caller } from '../auth/caller';
import { findVisiblePayment } from './find-payment';
import { applyIntent } from './apply-intent';
import { sendPaymentNotice, type NoticeContext } from './payment-notices';

export const INVALID_WEBHOOK = 'Invalid webhook signature';

const HANDLED_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

/**
 * POST payments/webhook: an event from the payment provider, verified on its raw body against its
 * signature (a forged, altered or stale one is refused with 400 and changes nothing). The intent the
 * event carries is applied like any other report of it, so a replay, or events out of order, record
 * a payment once. A transfer that failed after processing, or a payment of an invoice already paid,
 * is told to the people who must act.
 */
export async function handlePaymentEvent(
  context: NoticeContext,
  provider: PaymentProvider,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new ValidationError(INVALID_WEBHOOK);
    throw error;
  }
  if (!HANDLED_EVENTS.has(event.type) || !event.intent) return { received: true };
  const applied = await applyIntent(context.db, event.intent, null, context.observePayment);
  if (applied.payment && applied.transition === 'failed') {
    await sendPaymentNotice(context, applied.payment, 'transfer-failed');
  }
  if (applied.payment && applied.paidTwice) await sendPaymentNotice(context, applied.payment, 'paid-twice');
  return { received: true };
}

/**
 * The sandbox's bank transfers whose time has come clear or fail, and their events are delivered
 * through the webhook's own verification, as Stripe's would be.
 */
export async function settleSandboxTransfers(
  context: NoticeContext,
  sandbox: SandboxPaymentProvider,
): Promise<number> {
  const events = await sandbox.settleDue();
  for (const event of events) {
    await handlePaymentEvent(context, sandbox, Buffer.from(event.body), event.signature);
  }
  return events.length;
}

export function isSandbox(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return provider.name === 'sandbox';
}

/**
 * payments/sandbox/ConfirmPaymentIntent: the sandbox's form confirms an intent of an invoice the
 * caller may see, and the sandbox's event about it is delivered as Stripe would deliver its webhook.
 */
export async function confirmSandboxPayment(
  context: NoticeContext,
  provider: PaymentProvider,
  caller: Caller,
  confirmation: SandboxConfirmation,
): Promise<{ message: string; data: { status: SandboxConfirmResult['status']; error: string | null } }> {
  if (!isSandbox(provider)) {
    throw new NotFoundError('The sandbox is off: payments go to the configured provider.');
  }
  await findVisiblePayment(context.db, caller, { paymentIntentId: confirmation.intentId });
  const result = await provider.confirm(confirmation);
  await handlePaymentEvent(context, provider, Buffer.from(result.event.body), result.event.signature);
  return { message: 'OK', data: { status: result.status, error: result.error } };
}
