import {
  cancelPaymentIntentEndpoint,
  createPaymentIntentEndpoint,
  PAYMENT_WEBHOOK_PATH,
  paymentProviderConfigEndpoint,
  recordPaymentEndpoint,
  sandboxConfirmEndpoint,
} from '../../../shared/contracts/payment-intents';
import {
  CANCELLED_BECAUSE,
  invoicePaymentsEndpoint,
  paymentExceptionsEndpoint,
  paymentReceiptEndpoint,
  recordPaymentByAdminEndpoint,
} from '../../../shared/contracts/payment-records';
import { paymentFeesEndpoint } from '../../../shared/contracts/payments';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import { loggableError } from '../../db/client';
import type { ApiInstance, AppContext } from '../context';
import { paymentFeesOn } from '../rates';
import { repeatWhileServing } from '../../scheduled-job';
import { cancelPaymentIntent } from './cancel-payment-intent';
import { createPaymentIntent } from './create-payment-intent';
import { listInvoicePayments } from './list-payments';
import {
  confirmSandboxPayment,
  handlePaymentEvent,
  isSandbox,
  settleSandboxTransfers,
} from './payment-events';
import type { PaymentContext } from './payment-context';
import { listPaymentExceptions } from './payment-exceptions';
import { reconcilePayments } from './reconcile-payments';
import { cancelOpenIntents } from './report-intent';
import { paymentReceipt } from './payment-receipt';
import { recordCheckPayment } from './record-check';
import { recordPayment } from './record-payment';

/** The most a provider's event may weigh: Stripe's are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * What the payment use cases work with, from the app's context: its provider, the fees of the day
 * (the schedule's terms, the configured limits), date, mail and log.
 */
export function paymentContextOf(app: ApiInstance, context: AppContext): PaymentContext {
  return {
    db: context.database.db,
    provider: context.paymentProvider,
    feesOn: (db, day) => paymentFeesOn(db, day, context.config.paymentFees),
    today: context.today,
    mailer: context.mailer,
    publicUrl: context.config.publicUrl,
    warn: (error, message) => app.log.warn({ err: loggableError(error) }, message),
    observe: (transition, method) => context.metrics.countPayment(transition, method),
  };
}

/**
 * What a staff change to an invoice calls once committed: its open intents are cancelled at the
 * provider. A provider that cannot be reached is logged; the reconciliation sweep cancels later
 * any open intent whose amount the invoice no longer asks.
 */
export function cancelOpenPaymentsAfterChange(app: ApiInstance, context: AppContext) {
  const payments = paymentContextOf(app, context);
  return (invoiceId: number, actorUserId: number) =>
    cancelOpenIntents(payments, invoiceId, { actorUserId, reason: CANCELLED_BECAUSE.invoiceChanged }).catch(
      (error: unknown) =>
        payments.warn(error, `Open payments of invoice ${invoiceId} could not be cancelled after a change`),
    );
}

/** Payments: fees, online payment through the provider, its webhook, checks, history and receipts. */
export function registerPaymentRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const provider = context.paymentProvider;
  const { metrics } = context;
  const payments = paymentContextOf(app, context);

  route(paymentFeesEndpoint, async () => ({
    message: 'OK',
    data: await payments.feesOn(db, context.today()),
  }));
  route(paymentProviderConfigEndpoint, () => ({
    message: 'OK',
    data: { provider: provider.name, publicKey: provider.publicKey },
  }));
  route(createPaymentIntentEndpoint, (request) =>
    createPaymentIntent(payments, requireCaller(request), request.query),
  );
  route(cancelPaymentIntentEndpoint, (request) =>
    cancelPaymentIntent(payments, requireCaller(request), request.query),
  );
  route(recordPaymentEndpoint, (request) => recordPayment(payments, requireCaller(request), request.query));
  route(recordPaymentByAdminEndpoint, (request) =>
    recordCheckPayment(payments, requireCaller(request), request.query.invoiceId, request.body),
  );
  route(invoicePaymentsEndpoint, (request) =>
    listInvoicePayments(db, requireCaller(request), request.query.invoiceId),
  );
  route(paymentExceptionsEndpoint, (request) => listPaymentExceptions(db, request.query));
  route(paymentReceiptEndpoint, (request) =>
    paymentReceipt(db, requireCaller(request), request.query.paymentId, {
      publicUrl: context.config.publicUrl,
      timeZone: context.config.districtTimeZone,
    }),
  );

  route(sandboxConfirmEndpoint, (request) => {
    const { paymentIntentId, clientSecret, card, bankAccount } = request.body;
    return confirmSandboxPayment(payments, requireCaller(request), {
      intentId: paymentIntentId,
      clientSecret,
      card,
      bankAccount,
    });
  });

  // The provider signs the raw bytes it sends, so this route alone reads its body unparsed.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(PAYMENT_WEBHOOK_PATH, { config: { access: 'public' } }, (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handlePaymentEvent(payments, body, typeof signature === 'string' ? signature : undefined);
    });
  });

  // Tests run the sweeps when they choose to; a running portal sweeps on its own.
  if (context.config.nodeEnv === 'test') return;
  repeatWhileServing(app, metrics, {
    job: 'payment_reconcile',
    intervalMs: context.config.paymentReconcileSeconds * 1000,
    runAtStart: true,
    run: () => reconcilePayments(payments, { staleSeconds: context.config.paymentReconcileSeconds }),
    failure: 'Payments could not be reconciled with the provider',
  });
  const settings = context.config.payments;
  if (isSandbox(provider) && settings.provider === 'sandbox') {
    // Often enough that a transfer clears about when it says; the sweep is one indexed statement.
    const every = Math.min(5_000, Math.max(1_000, settings.settleSeconds * 500));
    repeatWhileServing(app, metrics, {
      job: 'payment_sandbox_settle',
      intervalMs: every,
      run: () => settleSandboxTransfers(payments, provider),
      failure: 'Sandbox bank transfers could not be settled',
    });
  }
}
