import {
  REMINDER_KIND_LABELS,
  REMINDER_OUTCOME_LABELS,
  type ReminderSent,
} from '../../../shared/contracts/reporting-calendar';
import { MONTH_NAMES } from '../../../shared/format';

/** Days past the due date: "1 day", "12 days". */
export function daysOverdueText(days: number): string {
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}

/** An instant's day and month in the browser's time zone, e.g. "23 Nov". */
function dayAndMonth(iso: string): string {
  const at = new Date(iso);
  return `${at.getDate()} ${MONTH_NAMES[at.getMonth()] ?? ''}`;
}

/**
 * A reminder as staff read it: its kind (the weekly ones numbered), the day it went (or was started,
 * while sending or after a failure) and, unless it was sent, what became of it: "Due soon 23 Nov",
 * "Still overdue #2 8 Dec", "Overdue 1 Dec (Failed, will retry)".
 */
export function reminderText(reminder: ReminderSent): string {
  const kind = REMINDER_KIND_LABELS[reminder.kind];
  const numbered = reminder.kind === 'still-overdue' ? `${kind} #${reminder.sequence}` : kind;
  const text = `${numbered} ${dayAndMonth(reminder.sentAt ?? reminder.claimedAt)}`;
  return reminder.outcome === 'sent' ? text : `${text} (${REMINDER_OUTCOME_LABELS[reminder.outcome]})`;
}
