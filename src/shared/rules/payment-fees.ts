import { formatCents } from '../format';
import { shareOfCents } from './percent';
import type { OnlinePaymentMethod } from '../states';

/** What paying online costs the owner on top of the invoice; percentages in thousandths of a percent. */
export interface PaymentFeeTerms {
  cardMilliPercent: number;
  cardFixedCents: number;
  bankMilliPercent: number;
  /** The most one card payment may charge, fee included: the provider refuses more. */
  cardLimitCents: number;
  /** The most one bank transfer may charge, fee included. */
  bankLimitCents: number;
}

/**
 * The spec's fees: card 2.9% plus 30 cents, bank transfer 0.8%. The limits are Stripe's largest
 * amount in US dollars (eight digits of cents, $999,999.99); an account may have lower ones.
 */
export const DEFAULT_PAYMENT_FEE_TERMS: PaymentFeeTerms = {
  cardMilliPercent: 2900,
  cardFixedCents: 30,
  bankMilliPercent: 800,
  cardLimitCents: 99_999_999,
  bankLimitCents: 99_999_999,
};

/** The most one payment of this method may charge. */
export function paymentLimitCents(method: OnlinePaymentMethod, terms: PaymentFeeTerms): number {
  return method === 'card' ? terms.cardLimitCents : terms.bankLimitCents;
}

/** Whether paying `totalCents` this way, fee included, is within what the method can take. */
export function canPayOnline(
  totalCents: number,
  method: OnlinePaymentMethod,
  terms: PaymentFeeTerms,
): boolean {
  return amountToChargeCents(totalCents, method, terms) <= paymentLimitCents(method, terms);
}

/**
 * The processing fee for paying `totalCents` this way: the method's share of the invoice total,
 * rounded half up to the cent, plus the card's fixed part. Nothing to pay costs nothing.
 */
export function processingFeeCents(
  totalCents: number,
  method: OnlinePaymentMethod,
  terms: PaymentFeeTerms,
): number {
  if (totalCents <= 0) return 0;
  if (method === 'card')
    return shareOfCents(totalCents, BigInt(terms.cardMilliPercent)) + terms.cardFixedCents;
  return shareOfCents(totalCents, BigInt(terms.bankMilliPercent));
}

/** What the owner is charged: the invoice total and the processing fee. */
export function amountToChargeCents(
  totalCents: number,
  method: OnlinePaymentMethod,
  terms: PaymentFeeTerms,
): number {
  return Math.max(totalCents, 0) + processingFeeCents(totalCents, method, terms);
}

/**
 * Why a way of paying online cannot take an invoice of `totalCents`, naming its limit, what the
 * invoice would need with the fee and what can pay it instead; null when both ways can take it.
 * The payment panel shows it, and the server refuses such a payment with it.
 */
export function onlineLimitMessage(totalCents: number, terms: PaymentFeeTerms): string | null {
  const need = (method: OnlinePaymentMethod) => formatCents(amountToChargeCents(totalCents, method, terms));
  const limit = (method: OnlinePaymentMethod) => formatCents(paymentLimitCents(method, terms));
  const card = canPayOnline(totalCents, 'card', terms);
  const bank = canPayOnline(totalCents, 'us_bank_account', terms);
  if (card && bank) return null;
  if (!card && !bank) {
    return (
      `This invoice is more than can be paid online: a card payment can be at most ${limit('card')} and a ` +
      `bank transfer at most ${limit('us_bank_account')}, and it would need ${need('card')} by card or ` +
      `${need('us_bank_account')} by bank transfer with the fee. Pay by check.`
    );
  }
  if (!card) {
    return `A card payment can be at most ${limit('card')}; this invoice would need ${need('card')} with the fee. Pay by bank transfer or by check.`;
  }
  return `A bank transfer can be at most ${limit('us_bank_account')}; this invoice would need ${need('us_bank_account')} with the fee. Pay by card or by check.`;
}
