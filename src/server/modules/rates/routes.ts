import {
  getBillingTermsEndpoint,
  getRateNoticesEndpoint,
  getRateScheduleEndpoint,
  saveBillingTermsEndpoint,
  saveRateEndpoint,
  withdrawBillingTermsEndpoint,
  withdrawRateEndpoint,
} from '../../../shared/contracts/rates';
import { loggableError } from '../../db/client';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getBillingTerms } from './get-billing-terms';
import { getRateNotices } from './get-rate-notices';
import { getRateSchedule } from './get-rate-schedule';
import { scheduleRateNoticeJob } from './rate-notice-schedule';
import { sendRateNotices } from './rate-notices';
import { saveBillingTerms } from './save-billing-terms';
import { saveRate } from './save-rate';
import { withdrawBillingTerms, withdrawRate } from './withdraw-entry';

/**
 * Starts telling the clients of a saved rate without holding the answer; a failure is logged, and
 * the daily job sends what is left. Closing the app waits for sends under way.
 */
function noticeSender(app: ApiInstance, context: AppContext) {
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(sending);
  });
  return (rateId: number) => {
    const send = sendRateNotices(context.database.db, rateId, {
      today: context.today(),
      mailer: context.mailer,
    }).then(
      () => undefined,
      (error: unknown) =>
        app.log.warn({ err: loggableError(error) }, 'Rate notices could not be sent; the daily job retries'),
    );
    sending.add(send);
    void send.finally(() => sending.delete(send));
  };
}

/** The rate schedule and the billing terms: their history, new entries, withdrawals and notices. */
export function registerRateRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const noticeDays = context.config.rateNoticeDays;
  const startNotices = noticeSender(app, context);
  route(getRateScheduleEndpoint, (request) =>
    getRateSchedule(db, requireCaller(request), context.today(), noticeDays),
  );
  route(saveRateEndpoint, async (request) => {
    const { saved, replayed } = await saveRate(
      db,
      requireCaller(request),
      request.body,
      { today: context.today(), noticeDays },
      request.query.requestKey,
    );
    if (!replayed) startNotices(saved.id);
    return saved;
  });
  route(withdrawRateEndpoint, (request) =>
    withdrawRate(db, requireCaller(request), request.query.id, context.today()),
  );
  route(getRateNoticesEndpoint, (request) => getRateNotices(db, request.query.rateId));
  route(getBillingTermsEndpoint, (request) => getBillingTerms(db, requireCaller(request), context.today()));
  route(saveBillingTermsEndpoint, (request) =>
    saveBillingTerms(db, requireCaller(request), request.body, context.today(), request.query.requestKey),
  );
  route(withdrawBillingTermsEndpoint, (request) =>
    withdrawBillingTerms(db, requireCaller(request), request.query.id, context.today()),
  );
  scheduleRateNoticeJob(app, context);
}
