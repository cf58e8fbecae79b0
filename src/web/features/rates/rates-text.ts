import {
  RATE_SAVED,
  SCHEDULE_ENTRY_STATUS_LABELS,
  type BillingTermsEntry,
  type RateEntry,
  type ScheduleEntryStatus,
} from '../../../shared/contracts/rates';
import { formatDay, formatDollars } from '../../../shared/format';

/*
 * The rates page's words and numbers: rates travel in dollars per million gallons, percentages in
 * percent (up to three decimals), dates as YYYY-MM-DD.
 */

export const NO_VALUE = '—';
export const FROM_THE_START = 'From the start';

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const WHOLE = new Intl.NumberFormat('en-US');

/** "$65.00". */
export function rateText(entry: Pick<RateEntry, 'ratePerMillionGallons'>): string {
  return formatDollars(entry.ratePerMillionGallons);
}

/** The day an entry takes effect; the first one applies "From the start". */
export function effectiveText(entry: Pick<RateEntry, 'effectiveOn' | 'fromStart'>): string {
  return entry.fromStart ? FROM_THE_START : formatDay(entry.effectiveOn);
}

/** A day, or a dash when there is none (a rate taken from the settings has no board dates). */
export function dayText(day: string | null): string {
  return day === null ? NO_VALUE : formatDay(day);
}

/** "1.5%", "0.125%". */
export function percentText(percent: number): string {
  return `${PERCENT.format(percent)}%`;
}

/** "1.5% per month". */
export function lateFeeText(terms: Pick<BillingTermsEntry, 'lateFeePercent' | 'lateFeePeriod'>): string {
  return `${percentText(terms.lateFeePercent)} per ${terms.lateFeePeriod}`;
}

/** "25%", or "No cap". */
export function capText(terms: Pick<BillingTermsEntry, 'lateFeeCapPercent'>): string {
  return terms.lateFeeCapPercent === null ? 'No cap' : percentText(terms.lateFeeCapPercent);
}

/** "2.9% + $0.30". */
export function cardFeeText(terms: Pick<BillingTermsEntry, 'cardFeePercent' | 'cardFeeFixed'>): string {
  return `${percentText(terms.cardFeePercent)} + ${formatDollars(terms.cardFeeFixed)}`;
}

/** "30 days", "1 day". */
export function daysText(days: number): string {
  return `${WHOLE.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** "12 sent · 1 failed, will retry · 2 no address · 3 sending", only the parts that are not zero. */
export function noticesText(notices: NonNullable<RateEntry['notices']>): string {
  const parts = [
    [notices.sent, 'sent'],
    [notices.failed, 'failed, will retry'],
    [notices.noRecipient, 'no address'],
    [notices.sending, 'sending'],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, what]) => `${WHOLE.format(count)} ${what}`);
  return said.length > 0 ? said.join(' · ') : 'None';
}

/** How many notices a rate has, whatever became of them. */
export function noticeTotal(notices: RateEntry['notices']): number {
  return notices === null ? 0 : notices.sent + notices.failed + notices.noRecipient + notices.sending;
}

export const STATUS_COLORS: Readonly<Record<ScheduleEntryStatus, string>> = {
  past: 'grey.500',
  'in-force': 'success.main',
  future: 'info.main',
  withdrawn: 'warning.main',
};

export function statusText(status: ScheduleEntryStatus): string {
  return SCHEDULE_ENTRY_STATUS_LABELS[status];
}

/** "Rate saved; 12 clients will be told by e-mail". */
export function rateSavedText(noticesQueued: number): string {
  const clients = noticesQueued === 1 ? 'client' : 'clients';
  return `${RATE_SAVED}; ${WHOLE.format(noticesQueued)} ${clients} will be told by e-mail`;
}

/** "$65.00 per million gallons from 01/01/2027": what a withdrawal confirmation names. */
export function rateEntryText(entry: Pick<RateEntry, 'ratePerMillionGallons' | 'effectiveOn' | 'fromStart'>) {
  const from = entry.fromStart ? FROM_THE_START.toLowerCase() : `from ${formatDay(entry.effectiveOn)}`;
  return `${rateText(entry)} per million gallons ${from}`;
}
