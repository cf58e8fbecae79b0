import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TEST_CARD } from '../../test/factories/payments';
import { openTestDatabase, TEST_SANDBOX_WEBHOOK_SECRET } from '../../test/test-app';
import { createSandboxProvider, type SandboxPaymentProvider } from './sandbox-provider';

describe('the sandbox provider, like Stripe, never both cancels and charges an intent', () => {
  let database: Database;
  let sandbox: SandboxPaymentProvider;
  beforeAll(async () => {
    database = await openTestDatabase();
    sandbox = createSandboxProvider(database.db, {
      settleSeconds: 0,
      webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET,
    });
  });
  afterAll(() => database.close());

  const openIntent = (n: number) =>
    sandbox.createIntent({
      amountCents: 10_000,
      method: 'card',
      invoiceId: 1,
      clientId: 1,
      description: 'Race',
      idempotencyKey: `race-${n}`,
    });

  // Confirming reads the intent before it writes; a cancel landing in between used to be
  // overwritten, leaving a charge the portal had been told was cancelled.
  it.each(Array.from({ length: 6 }, (_, n) => n))('cancel and confirm at once, round %i', async (n) => {
    const intent = await openIntent(n);
    const [confirmed, cancelled] = await Promise.all([
      sandbox
        .confirm({ intentId: intent.id, clientSecret: intent.clientSecret, card: TEST_CARD })
        .then((result) => result.status)
        .catch((error: unknown) => (error as Error).message),
      sandbox.cancelIntent(intent.id).then((answer) => answer.status),
    ]);
    const final = (await sandbox.retrieveIntent(intent.id)).status;
    if (cancelled === 'canceled') {
      expect(final).toBe('canceled');
      expect(confirmed).toBe('You cannot confirm this PaymentIntent because it has a status of canceled.');
    } else {
      expect([confirmed, cancelled, final]).toEqual(['succeeded', 'succeeded', 'succeeded']);
    }
  });
});
