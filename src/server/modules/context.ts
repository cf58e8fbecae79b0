import type {
  FastifyInstance,
  RawServerDefault,
  FastifyBaseLogger,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Captcha } from '../integrations/captcha/altcha';
import type { Mailer } from '../integrations/mail/mailer';
import type { AccountingService } from '../integrations/accounting/accounting-service';
import type { PaymentProvider } from '../integrations/payments/payment-provider';
import type { ReadRouter } from '../plugins/read-routing';
import type { AccessTokens } from './auth/access-tokens';
import type { AppMetrics } from './operations/metrics';
import type { PublicAnswer, PublicAnswerCache } from './public-data/public-answer-cache';

/** What feature modules receive from buildApp: configuration and the adapters they use. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  /**
   * Where reports, exports, water data and dashboards read: the replica when there is one, it is
   * up and it holds the caller's last write; else the primary. Writes always use `database`.
   */
  reads: ReadRouter;
  tokens: AccessTokens;
  captcha: Captcha;
  mailer: Mailer;
  paymentProvider: PaymentProvider;
  accountingService: AccountingService;
  /** The app's Prometheus metrics: modules count what they do (uploads, payments, syncs, jobs). */
  metrics: AppMetrics;
  /**
   * Drops this instance's kept caller of a user changed outside a `changesCallers` route, so the
   * next request cannot race the database's notification (decision 0003).
   */
  forgetCaller: (userId: number) => void;
  /** Today's date in the district's time zone (YYYY-MM-DD): what "this year" and "yesterday" mean. */
  today: () => string;
  /**
   * Called once a staff change to what an unpaid invoice asks has committed: the payments module
   * cancels the invoice's open payment intents, made for the old total. Never throws.
   */
  afterInvoiceChange: (invoiceId: number, actorUserId: number) => Promise<void>;
  /**
   * Called once a write of pumpage has committed (an upload, an accepted reading, a staff edit of
   * a quarter, new permit terms): the permits module checks the wells' alerts. Never throws.
   */
  afterPumpageChange: (change: PumpageChange) => Promise<void>;
  /**
   * The anonymous public answers, kept a few minutes and dropped whenever the database announces
   * a change to published data (`public_data_changed`); the app starts and stops it.
   */
  publicAnswers: PublicAnswerCache<PublicAnswer>;
}

/** The wells whose pumpage changed, and the first day that may have (none: any day this year). */
export interface PumpageChange {
  wellIds: readonly number[];
  from?: string | undefined;
}

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
