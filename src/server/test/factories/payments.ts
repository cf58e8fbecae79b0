import type { FastifyInstance } from 'fastify';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer';
import { DEFAULT_PAYMENT_FEE_TERMS } from '../../../shared/rules/payment-fees';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { createSandboxProvider } from '../../integrations/payments/sandbox-provider';
import type { PaymentContext } from '../../modules/payments/payment-context';
import { paymentFeesOn } from '../../modules/rates';
import { todayIn } from '../../time';
import type { DbOrTx } from '../../db/client';
import { settleSandboxTransfers } from '../../modules/payments/payment-events';
import { TEST_SANDBOX_WEBHOOK_SECRET } from '../test-app';

/** A mailer that keeps what it is given, for tests that read the e-mails a change sends. */
export function keptMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve({ messageId: `<kept-${sent.length}@test>` });
    },
  };
}

/** A payment context on the test app's settings (the schedule's fees), for tests that run the sweeps themselves. */
export function testPaymentContext(
  db: DbOrTx,
  mailer: Mailer,
  provider: PaymentProvider = createSandboxProvider(db, {
    settleSeconds: 0,
    webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET,
  }),
): PaymentContext {
  return {
    db,
    provider,
    feesOn: (feesDb, day) => paymentFeesOn(feesDb, day, DEFAULT_PAYMENT_FEE_TERMS),
    today: () => todayIn('America/Chicago'),
    mailer,
    publicUrl: 'http://localhost:3000',
    warn: () => undefined,
  };
}

/** The test app's sandbox, as its sweep would clear the transfers due now (settle delay 0 in tests). */
export function settleSandboxNow(db: DbOrTx, mailer: Mailer): Promise<number> {
  const sandbox = createSandboxProvider(db, { settleSeconds: 0, webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET });
  return settleSandboxTransfers(testPaymentContext(db, mailer, sandbox), sandbox);
}

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
export const TEST_BANK_ACCOUNT = {
  accountHolderName: 'Jane Owner',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};

/** Calls the API as a user with a token, the query in the URL. */
export function caller(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
}
