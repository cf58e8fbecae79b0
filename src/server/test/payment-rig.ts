import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PAYMENT_WEBHOOK_PATH } from '../../shared/contracts/payment-intents';
import type { OnlinePaymentMethod } from '../../shared/states';
import { addDays } from '../../shared/rules/calendar';
import { clients, invoices, payments, sandboxPaymentIntents } from '../db/schema';
import {
  createSandboxProvider,
  type SandboxPaymentProvider,
} from '../integrations/payments/sandbox-provider';
import { createStripeProvider } from '../integrations/payments/stripe-provider';
import type { PaymentProvider } from '../integrations/payments/payment-provider';
import { handlePaymentEvent } from '../modules/payments/payment-events';
import { reconcilePayments } from '../modules/payments/reconcile-payments';
import { todayIn } from '../time';
import { startFakeStripe, signedIntentEvent, type FakeStripe } from './fake-stripe';
import { insertDistrictProfile } from './factories/district';
import { insertInvoice } from './factories/invoices';
import { caller, keptMailer, TEST_BANK_ACCOUNT, TEST_CARD, testPaymentContext } from './factories/payments';
import { insertAccessMatrix } from './factories/people';
import { createTestApp, TEST_SANDBOX_WEBHOOK_SECRET, type TestApp } from './test-app';

const STRIPE = { secretKey: 'sk_test_rig', publishableKey: 'pk_test_rig', webhookSecret: 'whsec_rig' };

export type ProviderKind = 'sandbox' | 'stripe';

/** What the provider says about an intent's money, read on its side. */
export interface ProviderMoney {
  received: number;
  refunded: number;
}

/**
 * A test app paying through one provider (the sandbox, or Stripe's SDK against a local fake), with
 * the owner's and staff's calls and the provider's side of a payment: the payer confirming at the
 * provider (as Stripe.js does, so a race the provider wins can be staged) with or without the
 * webhook reaching the portal, a transfer clearing, and what the provider holds.
 */
export async function startPaymentRig(kind: ProviderKind) {
  const mailer = keptMailer();
  const fake: FakeStripe | null = kind === 'stripe' ? await startFakeStripe() : null;
  const t: TestApp = await createTestApp({
    mailer,
    ...(fake
      ? {
          config: { payments: { provider: 'stripe', ...STRIPE } },
          paymentProvider: createStripeProvider(STRIPE, {
            connection: fake.connection,
            maxNetworkRetries: 0,
          }),
        }
      : {}),
  });
  const { db } = t.database;
  const sandbox: SandboxPaymentProvider = createSandboxProvider(db, {
    settleSeconds: 0,
    webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET,
  });
  const provider: PaymentProvider = fake
    ? createStripeProvider(STRIPE, { connection: fake.connection, maxNetworkRetries: 0 })
    : sandbox;
  const context = testPaymentContext(db, mailer, provider);
  const matrix = await insertAccessMatrix(db);
  await db
    .update(clients)
    .set({ contactEmail: 'owner-a@test.local' })
    .where(eq(clients.id, matrix.clientA.id));
  await insertDistrictProfile(db, { email: 'billing@district.test' });
  const owner = caller(t.app, await t.tokenFor({ userId: matrix.owner.id }));
  const staff = caller(t.app, await t.tokenFor({ userId: matrix.admin.id }));
  const today = todayIn('America/Chicago');
  const clientId = matrix.clientA.id;
  let sequence = 0;

  async function deliver(intentId: string, type: string) {
    const event = fake
      ? signedIntentEvent(fake.intent(intentId), type, STRIPE.webhookSecret)
      : await sandboxEvent(intentId, type);
    const answer = await t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  async function sandboxEvent(intentId: string, type: string) {
    const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
    return signedIntentEvent(
      { id: intentId, object: 'payment_intent', status: row?.status, amount: row?.amountCents },
      type,
      TEST_SANDBOX_WEBHOOK_SECRET,
    );
  }

  const rig = {
    kind,
    t,
    db,
    mailer,
    context,
    fake,
    owner,
    staff,
    today,
    clientId,
    provider,

    /** A fresh unpaid, visible invoice of the owner's client: $100.00 unless told otherwise. */
    invoice(values: Partial<typeof invoices.$inferInsert> = {}) {
      sequence += 1;
      return insertInvoice(db, {
        clientId,
        year: 1700 + sequence,
        quarter: 3,
        feeAmountCents: 10_000,
        billingDate: addDays(today, -5),
        dueDate: addDays(today, 25),
        ...values,
      });
    },

    start(invoiceId: number, method: OnlinePaymentMethod = 'card') {
      return owner(
        'GET',
        `/Invoice/CreatePaymentIntent?clientId=${clientId}&invoiceId=${invoiceId}&paymentMethod=${method}`,
      );
    },

    async intent(invoiceId: number, method: OnlinePaymentMethod = 'card') {
      const answer = await rig.start(invoiceId, method);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as {
        id: string;
        client_secret: string;
        amount: number;
        invoiceTotal: number;
      };
    },

    /**
     * An intent opened beside the portal's own, as a second instance answering the same owner at
     * the same instant could: at the provider and recorded, without cancelling the others.
     */
    async openBeside(invoiceId: number, method: OnlinePaymentMethod) {
      const [open] = await rig.paymentsOf(invoiceId);
      const amountCents = method === 'card' ? 10_320 : 10_080;
      const intent = await provider.createIntent({
        amountCents,
        method,
        invoiceId,
        clientId,
        description: 'Opened beside',
        idempotencyKey: `beside-${invoiceId}-${method}`,
      });
      await db.insert(payments).values({
        invoiceId,
        clientId,
        method,
        provider: provider.name,
        paymentIntentId: intent.id,
        amountCents,
        processingFeeCents: amountCents - 10_000,
        invoiceTotalCents: 10_000,
        status: 'pending',
        recordedBy: open?.recordedBy ?? null,
      });
      return { id: intent.id, client_secret: intent.clientSecret, amount: amountCents, invoiceTotal: 10_000 };
    },

    /**
     * The payer confirms at the provider, as Stripe.js would, whatever the portal knows meanwhile:
     * a card succeeds, a transfer starts processing. Answers whether the provider took it (it
     * refuses a cancelled intent). With `tell`, the provider's webhook reaches the portal.
     */
    async pay(intent: { id: string; client_secret: string }, { tell = true } = {}): Promise<boolean> {
      let took: boolean;
      let type: string;
      if (fake) {
        took = fake.confirm(intent.id);
        type = `payment_intent.${String(fake.intent(intent.id)?.status)}`;
      } else {
        const [row] = await db
          .select({ method: sandboxPaymentIntents.method })
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.id, intent.id));
        const details = row?.method === 'card' ? { card: TEST_CARD } : { bankAccount: TEST_BANK_ACCOUNT };
        const result = await sandbox
          .confirm({ intentId: intent.id, clientSecret: intent.client_secret, ...details })
          .catch(() => null);
        took = result !== null;
        type = `payment_intent.${result?.status ?? 'canceled'}`;
      }
      if (took && tell) await deliver(intent.id, type);
      return took;
    },

    /** A processing transfer clears at the provider, and its webhook reaches the portal. */
    async settle(intentId: string) {
      if (fake) fake.setIntentStatus(intentId, 'succeeded');
      else
        await db
          .update(sandboxPaymentIntents)
          .set({ status: 'succeeded' })
          .where(eq(sandboxPaymentIntents.id, intentId));
      await deliver(intentId, 'payment_intent.succeeded');
    },

    /** The reconciliation sweep, asking about every payment not final (no wait in tests). */
    reconcile() {
      return reconcilePayments(context, { staleSeconds: 0 });
    },

    /** A webhook as it arrives, through the portal's own handler. */
    webhook(body: string, signature: string) {
      return handlePaymentEvent(context, Buffer.from(body), signature);
    },

    /** What the provider received and gave back for an intent. */
    async money(intentId: string): Promise<ProviderMoney> {
      if (fake) {
        const intent = fake.intent(intentId);
        const refunded = fake.refunds
          .filter((refund) => refund.payment_intent === intentId)
          .reduce((sum, refund) => sum + Number(refund.amount), 0);
        return { received: Number(intent?.amount_received ?? 0), refunded };
      }
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId));
      return {
        received: row?.status === 'succeeded' ? row.amountCents : 0,
        refunded: row?.refundedCents ?? 0,
      };
    },

    /** Every intent of an invoice at the provider: what the district keeps of them in all. */
    async keptCents(invoiceId: number): Promise<number> {
      const rows = await db
        .select({ intentId: payments.paymentIntentId, method: payments.method, amount: payments.amountCents })
        .from(payments)
        .where(eq(payments.invoiceId, invoiceId));
      let kept = 0;
      for (const row of rows) {
        if (!row.intentId) {
          kept += row.amount;
          continue;
        }
        const money = await rig.money(row.intentId);
        kept += money.received - money.refunded;
      }
      return kept;
    },

    async invoiceRow(invoiceId: number) {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      return row!;
    },

    paymentsOf(invoiceId: number) {
      return db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.id);
    },

    async close() {
      await t.close();
      await fake?.close();
    },
  };
  return rig;
}

export type PaymentRig = Awaited<ReturnType<typeof startPaymentRig>>;

const EVENT_OF_STATUS: Partial<Record<string, string>> = {
  succeeded: 'payment_intent.succeeded',
  processing: 'payment_intent.processing',
  canceled: 'payment_intent.canceled',
};

/**
 * The provider's webhook about an intent as the provider holds it now, delivered (again) to the
 * portal: a replay, or a late first delivery. Answers the portal's response.
 */
export async function deliverIntentEvent(rig: PaymentRig, intentId: string) {
  const intent = await rig.provider.retrieveIntent(intentId);
  const type = EVENT_OF_STATUS[intent.status] ?? 'payment_intent.payment_failed';
  const event = rig.fake
    ? signedIntentEvent(rig.fake.intent(intentId), type, STRIPE.webhookSecret)
    : signedIntentEvent(
        { id: intentId, object: 'payment_intent', status: intent.status, amount: intent.amountCents },
        type,
        TEST_SANDBOX_WEBHOOK_SECRET,
      );
  return rig.t.app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });
}

/**
 * A transfer processing at the provider fails (the bank returned it): the intent goes back to
 * needing a payment method, as Stripe's does, and its webhook reaches the portal. Answers whether
 * the intent was processing.
 */
export async function failTransfer(rig: PaymentRig, intentId: string): Promise<boolean> {
  const reason = "The customer's account has insufficient funds to cover this payment.";
  if ((await rig.provider.retrieveIntent(intentId)).status !== 'processing') return false;
  if (rig.fake) rig.fake.setIntentStatus(intentId, 'requires_payment_method', reason);
  else
    await rig.db
      .update(sandboxPaymentIntents)
      .set({ status: 'requires_payment_method', lastError: reason, settlesAt: null })
      .where(eq(sandboxPaymentIntents.id, intentId));
  const answer = await deliverIntentEvent(rig, intentId);
  expect(answer.statusCode, answer.body).toBe(200);
  return true;
}

/**
 * The payer's card is declined at the provider (Stripe's test card 4000 0000 0000 0002): the
 * intent stays open for another card, and the failure's webhook reaches the portal. Answers
 * whether the provider took the attempt (it refuses an intent that is not open).
 */
export async function declineCard(rig: PaymentRig, intent: { id: string; client_secret: string }) {
  if (rig.fake) {
    if (rig.fake.intent(intent.id)?.status !== 'requires_payment_method') return false;
    rig.fake.setIntentStatus(intent.id, 'requires_payment_method', 'Your card was declined.');
  } else {
    const sandbox = rig.provider as SandboxPaymentProvider;
    const card = { ...TEST_CARD, number: '4000 0000 0000 0002' };
    const result = await sandbox
      .confirm({ intentId: intent.id, clientSecret: intent.client_secret, card })
      .catch(() => null);
    if (!result) return false;
  }
  const answer = await deliverIntentEvent(rig, intent.id);
  expect(answer.statusCode, answer.body).toBe(200);
  return true;
}
