import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { PAYMENT_NO_LONGER_OPEN } from '../../../shared/contracts/payment-intents';
import { WebhookSignatureError, type PaymentProvider } from '../../integrations/payments/payment-provider';
import type {
  SandboxConfirmation,
  SandboxConfirmResult,
  SandboxPaymentProvider,
} from '../../integrations/payments/sandbox-provider';
import type { Caller } from '../auth/caller';
import { findVisiblePayment } from './find-payment';
import type { PaymentContext } from './payment-context';
import { reportIntent } from './report-intent';

export const INVALID_WEBHOOK = 'Invalid webhook signature';

const HANDLED_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

/**
 * POST payments/webhook: an event from the payment provider, verified on its raw body against its
 * signature (a forged, altered, stale or future-dated one is refused with 400 and changes nothing).
 * The event only says which intent to look at: its state, amount, currency and invoice are asked of
 * the provider, and applied like any other report, so a replay, events out of order, or a signed
 * event that lies record nothing the provider does not say.
 */
export async function handlePaymentEvent(
  context: PaymentContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  let event;
  try {
    event = context.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new ValidationError(INVALID_WEBHOOK);
    throw error;
  }
  if (!HANDLED_EVENTS.has(event.type) || !event.intent) return { received: true };
  if (!(await isOurIntent(context, event.intent.id))) return { received: true };
  await reportIntent(context, await context.provider.retrieveIntent(event.intent.id), null);
  return { received: true };
}

/** Events about intents the portal did not make (another app on the account) are not asked about. */
async function isOurIntent(context: PaymentContext, intentId: string): Promise<boolean> {
  const [row] = await context.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.paymentIntentId, intentId));
  return row !== undefined;
}

/**
 * The sandbox's bank transfers whose time has come clear or fail, and their events are delivered
 * through the webhook's own verification, as Stripe's would be.
 */
export async function settleSandboxTransfers(
  context: PaymentContext,
  sandbox: SandboxPaymentProvider,
): Promise<number> {
  const events = await sandbox.settleDue();
  for (const event of events) {
    await handlePaymentEvent({ ...context, provider: sandbox }, Buffer.from(event.body), event.signature);
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
  context: PaymentContext,
  caller: Caller,
  confirmation: SandboxConfirmation,
): Promise<{ message: string; data: { status: SandboxConfirmResult['status']; error: string | null } }> {
  const { provider } = context;
  if (!isSandbox(provider)) {
    throw new NotFoundError('The sandbox is off: payments go to the configured provider.');
  }
  const payment = await findVisiblePayment(context.db, caller, { paymentIntentId: confirmation.intentId });
  // Cancelled at the provider, perhaps before our record of it caught up: the invoice changed.
  const open =
    payment.status === 'pending' &&
    (await provider.retrieveIntent(payment.paymentIntentId ?? '')).status !== 'canceled';
  if (!open) throw new ConflictError(PAYMENT_NO_LONGER_OPEN);
  const result = await provider.confirm(confirmation);
  await handlePaymentEvent(context, Buffer.from(result.event.body), result.event.signature);
  return { message: 'OK', data: { status: result.status, error: result.error } };
}
