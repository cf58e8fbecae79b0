import {
  REPORTING_FREQUENCY_LABELS,
  type CalendarEntryRow,
} from '../../../shared/contracts/reporting-calendar';
import { formatDollars } from '../../../shared/format';

// The calendar page's words; the missing reports' are in missing-report-text.ts, so that neither
// page's chunk carries the other's.

/** "1 day", "30 days". */
export function daysText(days: number): string {
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}

/** An instant in the browser's time zone, e.g. "Jun 15, 2026, 9:30 AM". */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function frequencyText(entry: Pick<CalendarEntryRow, 'frequency'>): string {
  return REPORTING_FREQUENCY_LABELS[entry.frequency];
}

/** "30 days after the period". */
export function dueText(entry: Pick<CalendarEntryRow, 'dueDays'>): string {
  return `${daysText(entry.dueDays)} after the period`;
}

/** The reminders a version sends, each in words; empty when it sends none. */
export function reminderParts(
  entry: Pick<CalendarEntryRow, 'reminderDaysBefore' | 'reminderDaysAfter' | 'reminderRepeatDays'>,
): string[] {
  const parts: string[] = [];
  if (entry.reminderDaysBefore !== null)
    parts.push(`${daysText(entry.reminderDaysBefore)} before the due date`);
  if (entry.reminderDaysAfter !== null) parts.push(`${daysText(entry.reminderDaysAfter)} after the due date`);
  if (entry.reminderRepeatDays !== null) {
    parts.push(
      `every ${entry.reminderRepeatDays === 1 ? 'day' : daysText(entry.reminderRepeatDays)} while missing`,
    );
  }
  return parts;
}

/** "7 days before the due date / 3 days after the due date / every 7 days while missing", or "None". */
export function remindersText(
  entry: Pick<CalendarEntryRow, 'reminderDaysBefore' | 'reminderDaysAfter' | 'reminderRepeatDays'>,
): string {
  const parts = reminderParts(entry);
  return parts.length > 0 ? parts.join(' / ') : 'None';
}

/** The flat late-report fee per well and period, or "No fee". */
export function feeText(entry: Pick<CalendarEntryRow, 'lateFee'>): string {
  return entry.lateFee === null ? 'No fee' : formatDollars(entry.lateFee);
}
