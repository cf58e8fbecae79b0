import {
  cancelPaymentIntentEndpoint,
  createPaymentIntentEndpoint,
  PAYMENT_WEBHOOK_PATH,
  paymentProviderConfigEndpoint,
  recordPaymentEndpoint,
  sandboxConfirmEndpoint,
} from '../../../shared/contracts/payment-intents';
import {
  invoicePaymentsEndpoint,
  paymentReceiptEndpoint,
  recordPaymentByAdminEndpoint,
} from '../../../shared/contracts/payment-records';
import { paymentFeesEndpoint } from '../../../shared/contracts/payments';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import { loggableError } from '../../db/client';
import type { ApiInstance, AppContext } from '../context';
import { repeatWhileServing } from '../../scheduled-job';
import type { PaymentObserver } from './apply-intent';
import { cancelPaymentIntent } from './cancel-payment-intent';
import { createPaymentIntent } from './create-payment-intent';
import { listInvoicePayments } from './list-payments';
import {
  confirmSandboxPayment,
  handlePaymentEvent,
  isSandbox,
  settleSandboxTransfers,
} from './payment-events';
import type { NoticeContext } from './payment-notices';
import { paymentReceipt } from './payment-receipt';
import { recordCheckPayment } from './record-check';
import { recordPayment } from './record-payment';

/** The most a provider's event may weigh: Stripe's are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Payments: fees, online payment through the provider, its webhook, checks, history and receipts. */
export function registerPaymentRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const provider = context.paymentProvider;
  const { metrics } = context;
  const observe: PaymentObserver = (transition, method) => metrics.countPayment(transition, method);
  const notices: NoticeContext = {
    db,
    mailer: context.mailer,
    publicUrl: context.config.publicUrl,
    warn: (error, message) => app.log.warn({ err: loggableError(error) }, message),
    observePayment: observe,
  };

  route(paymentFeesEndpoint, () => ({ message: 'OK', data: context.config.paymentFees }));
  route(paymentProviderConfigEndpoint, () => ({
    message: 'OK',
    data: { provider: provider.name, publicKey: provider.publicKey },
  }));
  route(createPaymentIntentEndpoint, (request) =>
    createPaymentIntent(db, requireCaller(request), request.query, {
      provider,
      fees: context.config.paymentFees,
      today: context.today(),
      observe,
    }),
  );
  route(cancelPaymentIntentEndpoint, (request) =>
    cancelPaymentIntent(db, requireCaller(request), request.query, provider, observe),
  );
  route(recordPaymentEndpoint, (request) =>
    recordPayment(db, requireCaller(request), request.query, provider, observe),
  );
  route(recordPaymentByAdminEndpoint, async (request) => {
    const answer = await recordCheckPayment(
      db,
      requireCaller(request),
      request.query.invoiceId,
      request.body,
      context.today(),
    );
    observe('paid', 'check');
    return answer;
  });
  route(invoicePaymentsEndpoint, (request) =>
    listInvoicePayments(db, requireCaller(request), request.query.invoiceId),
  );
  route(paymentReceiptEndpoint, (request) =>
    paymentReceipt(db, requireCaller(request), request.query.paymentId, {
      publicUrl: context.config.publicUrl,
      timeZone: context.config.districtTimeZone,
    }),
  );

  route(sandboxConfirmEndpoint, (request) => {
    const { paymentIntentId, clientSecret, card, bankAccount } = request.body;
    return confirmSandboxPayment(notices, provider, requireCaller(request), {
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
      return handlePaymentEvent(
        notices,
        provider,
        body,
        typeof signature === 'string' ? signature : undefined,
      );
    });
  });

  const settings = context.config.payments;
  // Tests settle the sandbox's transfers when they choose to; a running portal sweeps on its own.
  if (isSandbox(provider) && settings.provider === 'sandbox' && context.config.nodeEnv !== 'test') {
    // Often enough that a transfer clears about when it says; the sweep is one indexed statement.
    const every = Math.min(5_000, Math.max(1_000, settings.settleSeconds * 500));
    repeatWhileServing(app, metrics, {
      job: 'payment_sandbox_settle',
      intervalMs: every,
      run: () => settleSandboxTransfers(notices, provider),
      failure: 'Sandbox bank transfers could not be settled',
    });
  }
}
