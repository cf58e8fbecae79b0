import type { ReminderKind, ReportingFrequency } from '../states';
import { addDays, addMonths, daysBetween } from './calendar';
import { monthLabel } from './month-pumpage';
import { quarterOfMonth } from './quarters';

/** What one version of the district's reporting calendar says. */
export interface CalendarTerms {
  frequency: ReportingFrequency;
  /** Days after a period's last day by which its report is due. */
  dueDays: number;
  /** Days before the due date the first reminder goes; null: none. */
  reminderDaysBefore: number | null;
  /** Days after the due date the overdue reminder goes; null: none (and no weekly ones). */
  reminderDaysAfter: number | null;
  /** Days between the reminders that follow while the report stays missing; null: none. */
  reminderRepeatDays: number | null;
  /** The flat late-report fee per well and period, in cents; null: no fee. */
  lateFeeCents: number | null;
}

/** A version of the calendar and the day it applies from. */
export interface CalendarEntry extends CalendarTerms {
  effectiveFrom: string;
}

/** One reporting period under the calendar: its days, when its report is due and its terms. */
export interface ReportingPeriod {
  /** 'YYYY-MM' for a month, 'YYYY-Qn' for a quarter. */
  key: string;
  /** 'October 2026', '2026 Q3'. */
  label: string;
  start: string;
  /** The period's last day. */
  end: string;
  dueOn: string;
  terms: CalendarTerms;
}

/** The most days a report may be due after its period, and a reminder before or after it. */
export const MAX_CALENDAR_DAYS = 365;

/** The period of the frequency that `day` falls in. */
export function periodContaining(
  day: string,
  frequency: ReportingFrequency,
): Pick<ReportingPeriod, 'key' | 'label' | 'start' | 'end'> {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  if (frequency === 'monthly') {
    const start = `${day.slice(0, 7)}-01`;
    return {
      key: day.slice(0, 7),
      label: monthLabel(Number(year), month),
      start,
      end: addDays(addMonths(start, 1), -1),
    };
  }
  const quarter = quarterOfMonth(month);
  const start = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
  return {
    key: `${year}-Q${quarter}`,
    label: `${year} Q${quarter}`,
    start,
    end: addDays(addMonths(start, 3), -1),
  };
}

/** Whether `day` is the first day of a period of the frequency. */
export function isPeriodStart(day: string, frequency: ReportingFrequency): boolean {
  return periodContaining(day, frequency).start === day;
}

/** The entry in force on `day`: the latest to apply from it or before; undefined before the first. */
export function entryOn<Entry extends CalendarEntry>(
  entries: readonly Entry[],
  day: string,
): Entry | undefined {
  let found: Entry | undefined;
  for (const entry of entries) {
    if (entry.effectiveFrom <= day && (!found || entry.effectiveFrom > found.effectiveFrom)) found = entry;
  }
  return found;
}

function termsOf(entry: CalendarEntry): CalendarTerms {
  const { effectiveFrom: _effectiveFrom, ...terms } = entry;
  return terms;
}

/**
 * The periods whose last day lies between `from` and `to` (inclusive), oldest first, each under the
 * entry in force on its first day. A change applies only from the first day of a period of both the
 * old and the new frequency (`calendarChangeProblem`), so a period never straddles two entries.
 */
export function periodsEndingBetween(
  entries: readonly CalendarEntry[],
  from: string,
  to: string,
): ReportingPeriod[] {
  const first = [...entries].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
  if (!first || to < from) return [];
  const periods: ReportingPeriod[] = [];
  let start = first.effectiveFrom > from ? first.effectiveFrom : periodStartFor(entries, from);
  while (start <= to) {
    const entry = entryOn(entries, start);
    if (!entry) break;
    const period = periodContaining(start, entry.frequency);
    if (period.end > to) break;
    if (period.end >= from) {
      periods.push({ ...period, dueOn: addDays(period.end, entry.dueDays), terms: termsOf(entry) });
    }
    start = addDays(period.end, 1);
  }
  return periods;
}

/** The first day of the period that holds `day` under the entry in force then. */
function periodStartFor(entries: readonly CalendarEntry[], day: string): string {
  const entry = entryOn(entries, day);
  return entry ? periodContaining(day, entry.frequency).start : day;
}

/** The period `day` falls in under the calendar (the one running now, for today); undefined before it. */
export function periodOn(entries: readonly CalendarEntry[], day: string): ReportingPeriod | undefined {
  const entry = entryOn(entries, day);
  if (!entry) return undefined;
  const period = periodContaining(day, entry.frequency);
  return { ...period, dueOn: addDays(period.end, entry.dueDays), terms: termsOf(entry) };
}

export const CALENDAR_CHANGE_IN_PAST =
  'A change to the calendar applies from today or later: past periods keep the calendar they had.';
export const CALENDAR_CHANGE_NOT_PERIOD_START =
  'A change applies from the first day of a period: the first of a month, or of a quarter (January, April, July, October) when the reporting is or was quarterly.';
export const CALENDAR_CHANGE_IN_FORCE =
  'A version of the calendar already applies from that day and cannot change: choose a later day.';
export const CALENDAR_CHANGE_CUTS_NEXT =
  'The next scheduled version starts in the middle of a quarter: quarterly reporting cannot apply before it.';
export const CALENDAR_REMINDERS_WITHOUT_OVERDUE =
  'Weekly reminders follow the overdue reminder: set the days after the due date too.';

/**
 * Why a new entry may not be saved, or null. It applies from today or later (a saved entry that has
 * not yet applied is replaced by one of the same day; one in force never is), and from the first day
 * of a period under both its frequency and the one in force the day before, and the next version
 * starts a period of its frequency, so no period is cut in two.
 */
export function calendarChangeProblem(
  entries: readonly CalendarEntry[],
  change: CalendarEntry,
  today: string,
): { field: keyof CalendarEntry; message: string } | null {
  if (change.effectiveFrom < today) return { field: 'effectiveFrom', message: CALENDAR_CHANGE_IN_PAST };
  if (entries.some((entry) => entry.effectiveFrom === change.effectiveFrom && entry.effectiveFrom <= today)) {
    return { field: 'effectiveFrom', message: CALENDAR_CHANGE_IN_FORCE };
  }
  const before = entryOn(entries, addDays(change.effectiveFrom, -1));
  const frequencies = [change.frequency, before?.frequency].filter((value) => value !== undefined);
  if (!frequencies.every((frequency) => isPeriodStart(change.effectiveFrom, frequency))) {
    return { field: 'effectiveFrom', message: CALENDAR_CHANGE_NOT_PERIOD_START };
  }
  const next = entries
    .filter((entry) => entry.effectiveFrom > change.effectiveFrom)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
  if (next && !isPeriodStart(next.effectiveFrom, change.frequency)) {
    return { field: 'frequency', message: CALENDAR_CHANGE_CUTS_NEXT };
  }
  if (change.reminderRepeatDays !== null && change.reminderDaysAfter === null) {
    return { field: 'reminderRepeatDays', message: CALENDAR_REMINDERS_WITHOUT_OVERDUE };
  }
  return null;
}

/** A reminder of a period: its kind, its number among the weekly ones (0 for the others) and its day. */
export interface ReminderStep {
  kind: ReminderKind;
  sequence: number;
  on: string;
}

/**
 * The reminder a missing report calls for on `today`: the latest of the period's scheduled
 * reminders whose day has come (a run that missed days sends only the latest, never a backlog).
 * None before the period has ended. `whenAsked` (a clerk's reminder) counts the reminder of the
 * stage the report is in as come once the period has ended, so a clerk can remind before the
 * schedule does.
 */
export function reminderStep(
  period: Pick<ReportingPeriod, 'end' | 'dueOn' | 'terms'>,
  today: string,
  whenAsked = false,
): ReminderStep | null {
  if (today < period.end) return null;
  const { reminderDaysBefore, reminderDaysAfter, reminderRepeatDays } = period.terms;
  if (reminderDaysAfter !== null) {
    const overdueOn = addDays(period.dueOn, reminderDaysAfter);
    if (today >= overdueOn) {
      if (reminderRepeatDays === null) return { kind: 'overdue', sequence: 0, on: overdueOn };
      const sequence = Math.floor(daysBetween(overdueOn, today) / reminderRepeatDays);
      if (sequence === 0) return { kind: 'overdue', sequence: 0, on: overdueOn };
      return { kind: 'still-overdue', sequence, on: addDays(overdueOn, sequence * reminderRepeatDays) };
    }
  }
  if (today > period.dueOn) return whenAsked ? { kind: 'overdue', sequence: 0, on: today } : null;
  const dueSoonOn = reminderDaysBefore === null ? null : addDays(period.dueOn, -reminderDaysBefore);
  if (dueSoonOn !== null && today >= dueSoonOn) return { kind: 'due-soon', sequence: 0, on: dueSoonOn };
  if (whenAsked) return { kind: 'due-soon', sequence: 0, on: today };
  return null;
}
