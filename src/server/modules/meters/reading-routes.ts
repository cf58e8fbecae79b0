import {
  getReadingsEndpoint,
  getReadingWellsEndpoint,
  getReviewQueueEndpoint,
  reviewReadingEndpoint,
  submitReadingEndpoint,
} from '../../../shared/contracts/meter-readings';
import { loggableError } from '../../db/client';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { listReadings } from './list-readings';
import { listReadingWells } from './reading-wells';
import { sendRejectionNotice } from './rejection-notice';
import { reviewQueue } from './review-queue';
import { reviewReading } from './review-reading';
import { submitReading } from './submit-reading';

/** Readings entered by owners and staff, and the review of those held. */
export function registerReadingRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(submitReadingEndpoint, async (request) => {
    const { body } = request;
    const answer = await submitReading(
      db,
      requireCaller(request),
      body,
      context.today(),
      request.query.requestKey,
    );
    if (answer.state === 'accepted') await context.afterPumpageChange({ wellIds: [body.wellId] });
    return answer;
  });
  route(getReadingsEndpoint, (request) => listReadings(db, requireCaller(request), request.query.wellId));
  route(getReadingWellsEndpoint, (request) => listReadingWells(db, requireCaller(request), context.today()));
  route(getReviewQueueEndpoint, () => reviewQueue(db));
  route(reviewReadingEndpoint, async (request) => {
    const caller = requireCaller(request);
    const outcome = await reviewReading(db, caller, request.query.readingId, request.body);
    for (const invoiceId of outcome.regeneratedInvoiceIds)
      await context.afterInvoiceChange(invoiceId, caller.id);
    if (outcome.acceptedWellId !== null)
      await context.afterPumpageChange({ wellIds: [outcome.acceptedWellId] });
    if (outcome.rejectedReadingId !== null) {
      const warn = (error: unknown, message: string) => app.log.warn({ err: loggableError(error) }, message);
      await sendRejectionNotice(
        { db, mailer: context.mailer, publicUrl: context.config.publicUrl, warn },
        outcome.rejectedReadingId,
      );
    }
    const { message, state, regeneratedInvoices } = outcome;
    return { message, state, regeneratedInvoices };
  });
}
