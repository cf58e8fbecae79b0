import type { BillingTermsEntry, RateEntry } from '../../../shared/contracts/rates';
import { jsonResponse } from '../api-mock';

/** The district's date in these answers. */
export const RATES_TODAY = '2026-06-30';

/** $65.00 from January 2026, in force, entered by staff and told to twelve clients. */
export function rateEntry(overrides: Partial<RateEntry> = {}): RateEntry {
  return {
    id: 2,
    effectiveOn: '2026-01-01',
    fromStart: false,
    status: 'in-force',
    enteredBy: 'Grace Hopper',
    enteredAt: '2025-11-20T15:00:00.000Z',
    withdrawnBy: null,
    withdrawnAt: null,
    ratePerMillionGallons: 65,
    adoptedOn: '2025-11-10',
    noticeGivenOn: '2025-11-20',
    hearingOn: '2025-11-05',
    notices: { sent: 12, failed: 1, noRecipient: 2, sending: 0 },
    ...overrides,
  };
}

/** The rate schedule's answer. */
export function rateScheduleAnswer(data: RateEntry[], noticeDays = 30) {
  return () => jsonResponse({ message: 'OK', data, today: RATES_TODAY, noticeDays });
}

/** The spec's terms from the start, in force: 30 days, 1.5% a day, no cap, card 2.9% + $0.30, bank 0.8%. */
export function billingTermsEntry(overrides: Partial<BillingTermsEntry> = {}): BillingTermsEntry {
  return {
    id: 1,
    effectiveOn: '1900-01-01',
    fromStart: true,
    status: 'in-force',
    enteredBy: null,
    enteredAt: '2025-01-01T06:00:00.000Z',
    withdrawnBy: null,
    withdrawnAt: null,
    dueDays: 30,
    lateFeePercent: 1.5,
    lateFeePeriod: 'day',
    lateFeeCapPercent: null,
    cardFeePercent: 2.9,
    cardFeeFixed: 0.3,
    bankFeePercent: 0.8,
    ...overrides,
  };
}

/** The billing terms' answer. */
export function billingTermsAnswer(data: BillingTermsEntry[]) {
  return () => jsonResponse({ message: 'OK', data, today: RATES_TODAY });
}
