import type { PaymentFeeTerms } from '../../../shared/rules/payment-fees';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { PaymentTransition } from './payment-transition';

/** Told of each change a report made to a payment once it is recorded (the metrics count them). */
export type PaymentObserver = (transition: PaymentTransition | 'refunded', method: string) => void;

/**
 * The processing fees a payment made on `day` is charged: the billing terms in force that day, with
 * the provider's limits. Read through `db`, so inside a transaction it is the transaction's.
 */
export type PaymentFeesOn = (db: DbOrTx, day: string) => Promise<PaymentFeeTerms>;

/**
 * What every payment use case works with: the database, the provider (never called inside a
 * transaction), the fees of the day and the district's date that decide what an invoice asks, and
 * where the notices to owners and staff go.
 */
export interface PaymentContext {
  db: DbOrTx;
  provider: PaymentProvider;
  feesOn: PaymentFeesOn;
  /** The district's date: what the late fee is as of. */
  today: () => string;
  mailer: Mailer;
  publicUrl: string;
  warn: (error: unknown, message: string) => void;
  observe?: PaymentObserver;
}
