import type { PaymentSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when its keys are configured, else the sandbox, which needs no account and no network. */
export function createPaymentProvider(settings: PaymentSettings, db: DbOrTx): PaymentProvider {
  return settings.provider === 'stripe'
    ? createStripeProvider(settings)
    : createSandboxProvider(db, settings);
}
