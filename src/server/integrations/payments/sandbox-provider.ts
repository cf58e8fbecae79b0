import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { DbOrTx } from '../../db/client';
import { sandboxPaymentIntents } from '../../db/schema';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './payment-provider';
import type { SandboxConfirmStatus } from '../../../shared/contracts/payment-intents';
import type { IntentStatus } from '../../../shared/states';
import { parseStripeWebhook } from './stripe-events';
import { bankOutcome, cardOutcome, type SandboxBankAccount, type SandboxCard } from './sandbox-test-numbers';

type SandboxRow = typeof sandboxPaymentIntents.$inferSelect;

/** A webhook as the sandbox sends it: a Stripe-shaped event body and its Stripe-Signature header. */
export interface SignedEvent {
  body: string;
  signature: string;
}

export interface SandboxConfirmation {
  intentId: string;
  clientSecret: string;
  card?: SandboxCard | undefined;
  bankAccount?: SandboxBankAccount | undefined;
}

export interface SandboxConfirmResult {
  status: SandboxConfirmStatus;
  error: string | null;
  /** The event Stripe would send about this confirmation. */
  event: SignedEvent;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What Stripe.js does with the card or bank details on Stripe's side. */
  confirm(confirmation: SandboxConfirmation): Promise<SandboxConfirmResult>;
  /** Clears (or fails) the bank transfers whose time has come, once each; the events to deliver. */
  settleDue(): Promise<SignedEvent[]>;
}

const OPEN_STATES: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, '0');
}

function notFound(intentId: string): PaymentProviderError {
  return new PaymentProviderError(`No such payment_intent: '${intentId}'`, true);
}

/** The intent as Stripe's API would render it, so events parse exactly like Stripe's. */
function stripeShaped(row: SandboxRow) {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amountCents,
    amount_received: row.status === 'succeeded' ? row.amountCents : 0,
    currency: row.currency,
    status: row.status,
    client_secret: row.clientSecret,
    allowed_payment_method_types: [row.method],
    last_payment_error: row.lastError ? { message: row.lastError } : null,
    metadata: { invoiceId: String(row.invoiceId ?? ''), clientId: String(row.clientId ?? '') },
  };
}

function providerIntentOf(row: SandboxRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    amountReceivedCents: row.status === 'succeeded' ? row.amountCents : 0,
    currency: row.currency,
    status: row.status,
    lastError: row.lastError,
    invoiceId: row.invoiceId,
    clientId: row.clientId,
  };
}

/** Signs an event body the way Stripe signs its webhooks. */
function signEvent(type: string, row: SandboxRow, webhookSecret: string): SignedEvent {
  const body = JSON.stringify({
    id: `evt_sbx_${randomToken(18)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: stripeShaped(row) },
  });
  return {
    body,
    signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
  };
}

/**
 * The payment provider used when no Stripe account is configured: the same intents, states and
 * signed events as Stripe, kept in the database, with the portal's own payment form. It takes
 * Stripe's published test card and bank numbers (sandbox-test-numbers.ts) and nothing real.
 */
export function createSandboxProvider(
  db: DbOrTx,
  settings: { settleSeconds: number; webhookSecret: string },
): SandboxPaymentProvider {
  async function find(intentId: string): Promise<SandboxRow> {
    const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
    if (!row) throw notFound(intentId);
    return row;
  }

  const cannotConfirm = (status: string) =>
    new PaymentProviderError(
      `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
      true,
    );

  /**
   * Moves an intent on from awaiting a payment method, in one statement: a cancel (or another
   * confirmation) that lands between reading the intent and writing it wins, and this one is
   * refused as Stripe refuses it, so an intent is never both cancelled and charged.
   */
  async function confirmAs(intentId: string, values: Partial<SandboxRow>): Promise<SandboxRow> {
    const [row] = await db
      .update(sandboxPaymentIntents)
      .set(values)
      .where(
        and(
          eq(sandboxPaymentIntents.id, intentId),
          eq(sandboxPaymentIntents.status, 'requires_payment_method'),
        ),
      )
      .returning();
    if (!row) throw cannotConfirm((await find(intentId)).status);
    return row;
  }

  return {
    name: 'sandbox',
    publicKey: null,

    async createIntent(input: CreateIntentInput) {
      const id = `pi_sbx${randomToken(18)}`;
      const [created] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomToken(18)}`,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          method: input.method,
          status: 'requires_payment_method',
          invoiceId: input.invoiceId,
          clientId: input.clientId,
        })
        .onConflictDoNothing()
        .returning();
      if (created) return providerIntentOf(created);
      // The key was used before: the same request answers the same intent, as Stripe does.
      const [earlier] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (!earlier || earlier.amountCents !== input.amountCents || earlier.method !== input.method) {
        throw new PaymentProviderError(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          true,
        );
      }
      return providerIntentOf(earlier);
    },

    async retrieveIntent(intentId) {
      return providerIntentOf(await find(intentId));
    },

    async cancelIntent(intentId) {
      const [canceled] = await db
        .update(sandboxPaymentIntents)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            inArray(sandboxPaymentIntents.status, [...OPEN_STATES]),
          ),
        )
        .returning();
      return providerIntentOf(canceled ?? (await find(intentId)));
    },

    async refundIntent({ intentId, amountCents, idempotencyKey }) {
      const refundOf = (row: SandboxRow): ProviderRefund => ({
        id: row.refundId ?? '',
        amountCents: row.refundedCents,
        status: 'succeeded',
      });
      const row = await find(intentId);
      // As Stripe: one refund per charge, answered again to its key or to a later attempt.
      if (row.refundId) return refundOf(row);
      if (row.status !== 'succeeded') {
        throw new PaymentProviderError(
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          true,
        );
      }
      if (amountCents <= 0 || amountCents > row.amountCents) {
        throw new PaymentProviderError(
          `Refund amount (${amountCents}) is greater than the charge amount (${row.amountCents}).`,
          true,
        );
      }
      const [refunded] = await db
        .update(sandboxPaymentIntents)
        .set({
          refundId: `re_sbx${randomToken(18)}`,
          refundIdempotencyKey: idempotencyKey,
          refundedCents: amountCents,
        })
        .where(and(eq(sandboxPaymentIntents.id, intentId), isNull(sandboxPaymentIntents.refundId)))
        .returning();
      return refundOf(refunded ?? (await find(intentId)));
    },

    parseWebhook: (rawBody, signatureHeader) =>
      parseStripeWebhook(rawBody, signatureHeader, settings.webhookSecret),

    async confirm({ intentId, clientSecret, card, bankAccount }) {
      const row = await find(intentId);
      if (row.clientSecret !== clientSecret) throw notFound(intentId);
      if (row.status !== 'requires_payment_method') throw cannotConfirm(row.status);
      const outcome = row.method === 'card' ? cardOutcome(card) : bankOutcome(bankAccount);
      if (outcome.kind === 'declined') {
        const declined = await confirmAs(intentId, { lastError: outcome.message });
        return {
          status: 'requires_payment_method',
          error: outcome.message,
          event: signEvent('payment_intent.payment_failed', declined, settings.webhookSecret),
        };
      }
      if (outcome.kind === 'succeeded') {
        const paid = await confirmAs(intentId, { status: 'succeeded', lastError: null });
        return {
          status: 'succeeded',
          error: null,
          event: signEvent('payment_intent.succeeded', paid, settings.webhookSecret),
        };
      }
      const processing = await confirmAs(intentId, {
        status: 'processing',
        lastError: null,
        settlesAt: new Date(Date.now() + settings.settleSeconds * 1000),
        failsWith: outcome.failsWith,
      });
      return {
        status: 'processing',
        error: null,
        event: signEvent('payment_intent.processing', processing, settings.webhookSecret),
      };
    },

    async settleDue() {
      // One statement moves each due transfer once, however many instances sweep at the same time.
      const settled = await db
        .update(sandboxPaymentIntents)
        .set({
          status: sql`case when ${sandboxPaymentIntents.failsWith} is null then 'succeeded' else 'requires_payment_method' end`,
          lastError: sql`${sandboxPaymentIntents.failsWith}`,
          settlesAt: null,
        })
        .where(
          and(
            eq(sandboxPaymentIntents.status, 'processing'),
            lte(sandboxPaymentIntents.settlesAt, new Date()),
          ),
        )
        .returning();
      return settled.map((row) =>
        signEvent(
          row.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
          row,
          settings.webhookSecret,
        ),
      );
    },
  };
}
