import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToChargeCents, DEFAULT_PAYMENT_FEE_TERMS, processingFeeCents } from './payment-fees';
import type { OnlinePaymentMethod } from '../states';

describe('processingFeeCents with the spec’s fees', () => {
  it.each<[number, OnlinePaymentMethod, number]>([
    // card: 2.9% half up, plus 30 cents
    [10_000, 'card', 320], // $100.00 → $2.90 + $0.30
    [1, 'card', 30], // 0.029 cents rounds to 0
    [17, 'card', 30], // 0.493 cents rounds down
    [18, 'card', 31], // 0.522 cents rounds up
    [64_046_123, 'card', 1_857_368], // 1,857,337.567 → 1,857,338, plus 30
    // bank: 0.8% half up
    [10_000, 'us_bank_account', 80],
    [62, 'us_bank_account', 0], // 0.496 cents
    [63, 'us_bank_account', 1], // 0.504 cents
    [0, 'card', 0],
    [-500, 'us_bank_account', 0],
  ])('%i cents by %s: %i cents', (total, method, fee) => {
    expect(processingFeeCents(total, method, DEFAULT_PAYMENT_FEE_TERMS)).toBe(fee);
  });
});

describe('amountToChargeCents', () => {
  it('is the total plus the fee, in whole cents, never less than the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom<OnlinePaymentMethod>('card', 'us_bank_account'),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 500 }),
        (total, method, milliPercent, fixed) => {
          const terms = {
            cardMilliPercent: milliPercent,
            cardFixedCents: fixed,
            bankMilliPercent: milliPercent,
            cardLimitCents: 0,
            bankLimitCents: 0,
          };
          const charged = amountToChargeCents(total, method, terms);
          const fee = processingFeeCents(total, method, terms);
          expect(Number.isSafeInteger(charged)).toBe(true);
          expect(charged).toBe(total + fee);
          // Within half a cent of the exact share.
          const exact = (total * milliPercent) / 100_000 + (method === 'card' && total > 0 ? fixed : 0);
          expect(Math.abs(fee - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
        },
      ),
    );
  });
});
