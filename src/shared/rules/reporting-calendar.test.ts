import { describe, expect, it } from 'vitest';
import type { ReportingFrequency } from '../states';
import { addDays } from './calendar';
import {
  CALENDAR_CHANGE_CUTS_NEXT,
  CALENDAR_CHANGE_IN_FORCE,
  CALENDAR_CHANGE_IN_PAST,
  CALENDAR_CHANGE_NOT_PERIOD_START,
  CALENDAR_REMINDERS_WITHOUT_OVERDUE,
  calendarChangeProblem,
  entryOn,
  isPeriodStart,
  periodContaining,
  periodOn,
  periodsEndingBetween,
  reminderStep,
  type CalendarEntry,
  type CalendarTerms,
  type ReminderStep,
  type ReportingPeriod,
} from './reporting-calendar';

const TERMS: CalendarTerms = {
  frequency: 'monthly',
  dueDays: 15,
  reminderDaysBefore: 5,
  reminderDaysAfter: 3,
  reminderRepeatDays: 7,
  lateFeeCents: 5000,
};

const entry = (
  effectiveFrom: string,
  frequency: ReportingFrequency,
  overrides: Partial<CalendarTerms> = {},
): CalendarEntry => ({ ...TERMS, frequency, ...overrides, effectiveFrom });

/** A calendar version without its day: the terms a period carries. */
const termsOf = ({ effectiveFrom: _effectiveFrom, ...terms }: CalendarEntry): CalendarTerms => terms;

/** The days of a period and its due date, without its label (checked on its own). */
const daysOf = ({ key, start, end, dueOn }: ReportingPeriod) => ({ key, start, end, dueOn });

describe('periodContaining', () => {
  it.each([
    ['the middle of October', '2026-10-15', 'monthly', '2026-10', '2026-10-01', '2026-10-31'],
    ['the first of a month', '2026-10-01', 'monthly', '2026-10', '2026-10-01', '2026-10-31'],
    ['the last of a month', '2026-10-31', 'monthly', '2026-10', '2026-10-01', '2026-10-31'],
    ['a 30-day month', '2026-04-10', 'monthly', '2026-04', '2026-04-01', '2026-04-30'],
    ['February of a leap year', '2024-02-10', 'monthly', '2024-02', '2024-02-01', '2024-02-29'],
    ['29 February itself', '2024-02-29', 'monthly', '2024-02', '2024-02-01', '2024-02-29'],
    ['February of a common year', '2026-02-10', 'monthly', '2026-02', '2026-02-01', '2026-02-28'],
    [
      'February 2000 (leap: divisible by 400)',
      '2000-02-01',
      'monthly',
      '2000-02',
      '2000-02-01',
      '2000-02-29',
    ],
    [
      'February 2100 (common: divisible by 100)',
      '2100-02-01',
      'monthly',
      '2100-02',
      '2100-02-01',
      '2100-02-28',
    ],
    ['December, ending the year', '2026-12-31', 'monthly', '2026-12', '2026-12-01', '2026-12-31'],
    ['January, starting the year', '2027-01-01', 'monthly', '2027-01', '2027-01-01', '2027-01-31'],
    ['the middle of Q3', '2026-08-15', 'quarterly', '2026-Q3', '2026-07-01', '2026-09-30'],
    ['the first day of Q3', '2026-07-01', 'quarterly', '2026-Q3', '2026-07-01', '2026-09-30'],
    ['the last day of Q3', '2026-09-30', 'quarterly', '2026-Q3', '2026-07-01', '2026-09-30'],
    ['Q1 of a leap year', '2024-02-29', 'quarterly', '2024-Q1', '2024-01-01', '2024-03-31'],
    ['Q1 of a common year', '2026-01-01', 'quarterly', '2026-Q1', '2026-01-01', '2026-03-31'],
    ['Q2', '2026-05-31', 'quarterly', '2026-Q2', '2026-04-01', '2026-06-30'],
    ['Q4, ending the year', '2026-12-31', 'quarterly', '2026-Q4', '2026-10-01', '2026-12-31'],
    ['the first day of Q4', '2026-10-01', 'quarterly', '2026-Q4', '2026-10-01', '2026-12-31'],
  ] as const)('%s (%s, %s) is %s, from %s to %s', (_case, day, frequency, key, start, end) => {
    expect(periodContaining(day, frequency)).toMatchObject({ key, start, end });
  });

  it.each([
    ['2026-10-15', 'monthly', 'October 2026'],
    ['2026-01-31', 'monthly', 'January 2026'],
    ['2024-02-29', 'monthly', 'February 2024'],
    ['2026-05-01', 'monthly', 'May 2026'],
    ['2026-09-30', 'monthly', 'September 2026'],
    ['2026-12-01', 'monthly', 'December 2026'],
    ['2026-08-15', 'quarterly', '2026 Q3'],
    ['2026-01-01', 'quarterly', '2026 Q1'],
    ['2026-12-31', 'quarterly', '2026 Q4'],
  ] as const)('%s under %s reporting reads %s', (day, frequency, label) => {
    expect(periodContaining(day, frequency).label).toBe(label);
  });

  it.each([
    ['2026-10-01', 'monthly', true],
    ['2026-11-01', 'monthly', true],
    ['2026-10-02', 'monthly', false],
    ['2026-10-31', 'monthly', false],
    ['2026-10-01', 'quarterly', true],
    ['2026-01-01', 'quarterly', true],
    ['2026-11-01', 'quarterly', false],
    ['2026-03-01', 'quarterly', false],
  ] as const)('%s starts a %s period: %s', (day, frequency, starts) => {
    expect(isPeriodStart(day, frequency)).toBe(starts);
  });
});

describe('entryOn', () => {
  // Listed out of order on purpose: the rule goes by the days, not the order it is given them.
  const JULY = entry('2026-07-01', 'monthly');
  const JANUARY = entry('2026-01-01', 'quarterly');
  const NEXT_YEAR = entry('2027-01-01', 'quarterly', { dueDays: 30 });
  const ENTRIES = [JULY, JANUARY, NEXT_YEAR];

  it.each([
    ['before the first version: none', '2025-12-31', undefined],
    ['the day the first applies from', '2026-01-01', JANUARY],
    ['the day before the second', '2026-06-30', JANUARY],
    ['the day the second applies from', '2026-07-01', JULY],
    ['the last day of the second', '2026-12-31', JULY],
    ['the day the last applies from', '2027-01-01', NEXT_YEAR],
    ['long after the last', '2030-06-15', NEXT_YEAR],
  ])('%s (%s)', (_case, day, expected) => {
    expect(entryOn(ENTRIES, day)).toBe(expected);
  });

  it('finds nothing in an empty calendar', () => {
    expect(entryOn([], '2026-10-15')).toBeUndefined();
  });
});

// Quarterly, due 30 days after, until July 2026; monthly, due 15 days after, from then.
const QUARTERLY = entry('2026-01-01', 'quarterly', { dueDays: 30, lateFeeCents: 5000 });
const MONTHLY = entry('2026-07-01', 'monthly', { dueDays: 15, lateFeeCents: 2500, reminderRepeatDays: null });
const CHANGING = [MONTHLY, QUARTERLY];

describe('periodOn', () => {
  it.each([
    ['before the first version: none', '2025-12-31', undefined, undefined],
    [
      'mid-February under quarterly reporting',
      '2026-02-14',
      { key: '2026-Q1', start: '2026-01-01', end: '2026-03-31', dueOn: '2026-04-30' },
      QUARTERLY,
    ],
    [
      'the last day of the last quarter',
      '2026-06-30',
      { key: '2026-Q2', start: '2026-04-01', end: '2026-06-30', dueOn: '2026-07-30' },
      QUARTERLY,
    ],
    [
      'the first day under monthly reporting',
      '2026-07-01',
      { key: '2026-07', start: '2026-07-01', end: '2026-07-31', dueOn: '2026-08-15' },
      MONTHLY,
    ],
    [
      'December: due in the next year',
      '2026-12-31',
      { key: '2026-12', start: '2026-12-01', end: '2026-12-31', dueOn: '2027-01-15' },
      MONTHLY,
    ],
  ])('%s (%s)', (_case, day, days, version) => {
    const period = periodOn(CHANGING, day);
    if (days === undefined || version === undefined) {
      expect(period).toBeUndefined();
      return;
    }
    expect(period && daysOf(period)).toEqual(days);
    expect(period?.terms).toEqual(termsOf(version));
  });
});

describe('periodsEndingBetween', () => {
  const MONTHLY_ALWAYS = [entry('2026-01-01', 'monthly')];

  it.each([
    [
      'monthly over a year boundary, from and to inside periods',
      MONTHLY_ALWAYS,
      '2026-11-15',
      '2027-02-10',
      ['2026-11', '2026-12', '2027-01'],
    ],
    [
      'from and to on last days: both periods are in',
      MONTHLY_ALWAYS,
      '2026-11-30',
      '2027-01-31',
      ['2026-11', '2026-12', '2027-01'],
    ],
    [
      'from the day after a period ends: that period is out',
      MONTHLY_ALWAYS,
      '2026-12-01',
      '2027-01-31',
      ['2026-12', '2027-01'],
    ],
    [
      'to the day before a period ends: that period is out',
      MONTHLY_ALWAYS,
      '2026-12-01',
      '2027-01-30',
      ['2026-12'],
    ],
    ['a single day that ends a period', MONTHLY_ALWAYS, '2026-10-31', '2026-10-31', ['2026-10']],
    ['inside one period: none ends', MONTHLY_ALWAYS, '2026-10-01', '2026-10-30', []],
    ['to before from: none', MONTHLY_ALWAYS, '2026-12-31', '2026-10-01', []],
    [
      'quarterly, from and to inside quarters',
      [entry('2026-01-01', 'quarterly')],
      '2026-02-15',
      '2026-11-15',
      ['2026-Q1', '2026-Q2', '2026-Q3'],
    ],
    [
      'quarterly to the last day of Q3',
      [entry('2026-01-01', 'quarterly')],
      '2026-02-15',
      '2026-09-30',
      ['2026-Q1', '2026-Q2', '2026-Q3'],
    ],
    [
      'quarterly to the day before the end of Q3',
      [entry('2026-01-01', 'quarterly')],
      '2026-02-15',
      '2026-09-29',
      ['2026-Q1', '2026-Q2'],
    ],
    [
      'quarterly then monthly from 1 July',
      CHANGING,
      '2026-01-01',
      '2026-12-31',
      ['2026-Q1', '2026-Q2', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'],
    ],
    [
      'quarterly then monthly, from inside the last quarter',
      CHANGING,
      '2026-05-10',
      '2026-08-31',
      ['2026-Q2', '2026-07', '2026-08'],
    ],
    [
      'monthly then quarterly from 1 April',
      [entry('2026-04-01', 'quarterly'), entry('2026-01-01', 'monthly')],
      '2026-01-01',
      '2026-12-31',
      ['2026-01', '2026-02', '2026-03', '2026-Q2', '2026-Q3', '2026-Q4'],
    ],
    ['before the first version: none', [entry('2026-07-01', 'monthly')], '2026-01-01', '2026-06-30', []],
    [
      'from before the first version: from its first period on',
      [entry('2026-07-01', 'monthly')],
      '2026-01-01',
      '2026-08-31',
      ['2026-07', '2026-08'],
    ],
    ['an empty calendar: none', [], '2026-01-01', '2026-12-31', []],
  ])('%s (%s to %s)', (_case, entries, from, to, keys) => {
    expect(periodsEndingBetween(entries, from, to).map((period) => period.key)).toEqual(keys);
  });

  it('dates each period and its due date under the version in force at its start', () => {
    expect(periodsEndingBetween(CHANGING, '2026-01-01', '2026-08-31').map(daysOf)).toEqual([
      { key: '2026-Q1', start: '2026-01-01', end: '2026-03-31', dueOn: '2026-04-30' },
      { key: '2026-Q2', start: '2026-04-01', end: '2026-06-30', dueOn: '2026-07-30' },
      { key: '2026-07', start: '2026-07-01', end: '2026-07-31', dueOn: '2026-08-15' },
      { key: '2026-08', start: '2026-08-01', end: '2026-08-31', dueOn: '2026-09-15' },
    ]);
  });

  it('leaves no gap and no overlap where the calendar changes', () => {
    const periods = periodsEndingBetween(CHANGING, '2026-01-01', '2027-06-30');
    expect(periods[0]?.start).toBe('2026-01-01');
    expect(periods.at(-1)?.end).toBe('2027-06-30');
    for (const [index, period] of periods.entries()) {
      expect(period.start <= period.end).toBe(true);
      if (index > 0) expect(period.start).toBe(addDays(periods[index - 1]!.end, 1));
    }
  });

  it('gives each period the terms of its version, without the day it applies from', () => {
    const periods = periodsEndingBetween(CHANGING, '2026-01-01', '2026-08-31');
    expect(periods.map((period) => period.terms)).toEqual([
      termsOf(QUARTERLY),
      termsOf(QUARTERLY),
      termsOf(MONTHLY),
      termsOf(MONTHLY),
    ]);
    expect(periods[0]?.terms).not.toHaveProperty('effectiveFrom');
  });

  it.each([
    ['due the same day', 0, '2026-01-31'],
    ['due 15 days after', 15, '2026-02-15'],
    ['due 30 days after, past the end of February', 30, '2026-03-02'],
    ['due a year after', 365, '2027-01-31'],
  ])('puts the due date at the end plus the due days: %s', (_case, dueDays, dueOn) => {
    const [january] = periodsEndingBetween(
      [entry('2026-01-01', 'monthly', { dueDays })],
      '2026-01-31',
      '2026-01-31',
    );
    expect(january?.dueOn).toBe(dueOn);
  });
});

describe('calendarChangeProblem', () => {
  const MONTHLY_SINCE = entry('2026-01-01', 'monthly');
  const QUARTERLY_SINCE = entry('2026-01-01', 'quarterly');
  const TODAY = '2026-10-15';
  const notStart = { field: 'effectiveFrom', message: CALENDAR_CHANGE_NOT_PERIOD_START };

  it.each([
    [
      'a day in the past is refused',
      [QUARTERLY_SINCE],
      entry('2026-10-01', 'quarterly'),
      '2026-10-02',
      { field: 'effectiveFrom', message: CALENDAR_CHANGE_IN_PAST },
    ],
    ['today is allowed', [QUARTERLY_SINCE], entry('2026-10-01', 'quarterly'), '2026-10-01', null],
    ['a later quarter start is allowed', [QUARTERLY_SINCE], entry('2027-01-01', 'monthly'), TODAY, null],
    [
      'a day that starts no month is refused',
      [MONTHLY_SINCE],
      entry('2026-11-15', 'monthly'),
      TODAY,
      notStart,
    ],
    [
      'monthly from 1 November is fine when the version before is monthly',
      [MONTHLY_SINCE],
      entry('2026-11-01', 'monthly', { dueDays: 20 }),
      TODAY,
      null,
    ],
    [
      'monthly from 1 November is refused when the version before is quarterly (mid-quarter)',
      [QUARTERLY_SINCE],
      entry('2026-11-01', 'monthly'),
      TODAY,
      notStart,
    ],
    [
      'monthly from 1 February is refused when a scheduled version before it is quarterly',
      [MONTHLY_SINCE, entry('2027-01-01', 'quarterly')],
      entry('2027-02-01', 'monthly'),
      TODAY,
      notStart,
    ],
    [
      'monthly from a quarter start is fine after quarterly',
      [QUARTERLY_SINCE],
      entry('2027-01-01', 'monthly'),
      TODAY,
      null,
    ],
    [
      'quarterly from 1 November is refused: it starts no quarter',
      [MONTHLY_SINCE],
      entry('2026-11-01', 'quarterly'),
      TODAY,
      notStart,
    ],
    [
      'quarterly from a quarter start is fine after monthly',
      [MONTHLY_SINCE],
      entry('2027-01-01', 'quarterly'),
      TODAY,
      null,
    ],
    ['the first version ever, monthly from 1 November', [], entry('2026-11-01', 'monthly'), TODAY, null],
    [
      'the first version ever, quarterly from 1 November',
      [],
      entry('2026-11-01', 'quarterly'),
      TODAY,
      notStart,
    ],
    [
      'a version that already applies from today cannot be replaced',
      [QUARTERLY_SINCE, entry('2026-10-01', 'monthly')],
      entry('2026-10-01', 'quarterly'),
      '2026-10-01',
      { field: 'effectiveFrom', message: CALENDAR_CHANGE_IN_FORCE },
    ],
    [
      'a scheduled version of the same later day may be replaced',
      [QUARTERLY_SINCE, entry('2027-01-01', 'monthly')],
      entry('2027-01-01', 'quarterly', { dueDays: 45 }),
      TODAY,
      null,
    ],
    [
      'quarterly is refused when the next scheduled version starts mid-quarter',
      [MONTHLY_SINCE, entry('2027-02-01', 'monthly')],
      entry('2027-01-01', 'quarterly'),
      TODAY,
      { field: 'frequency', message: CALENDAR_CHANGE_CUTS_NEXT },
    ],
    [
      'quarterly is fine when the next scheduled version starts a quarter',
      [MONTHLY_SINCE, entry('2027-04-01', 'monthly')],
      entry('2027-01-01', 'quarterly'),
      TODAY,
      null,
    ],
    [
      'weekly reminders without days after the due date are refused',
      [MONTHLY_SINCE],
      entry('2026-11-01', 'monthly', { reminderDaysAfter: null, reminderRepeatDays: 7 }),
      TODAY,
      { field: 'reminderRepeatDays', message: CALENDAR_REMINDERS_WITHOUT_OVERDUE },
    ],
    [
      'days after the due date without weekly reminders are fine',
      [MONTHLY_SINCE],
      entry('2026-11-01', 'monthly', { reminderDaysAfter: 3, reminderRepeatDays: null }),
      TODAY,
      null,
    ],
    [
      'no reminders at all are fine',
      [MONTHLY_SINCE],
      entry('2026-11-01', 'monthly', {
        reminderDaysBefore: null,
        reminderDaysAfter: null,
        reminderRepeatDays: null,
      }),
      TODAY,
      null,
    ],
  ])('%s', (_case, entries, change, today, problem) => {
    expect(calendarChangeProblem(entries, change, today)).toEqual(problem);
  });
});

describe('reminderStep', () => {
  // October 2026: ends 31 October, due 15 November. Due-soon on 10 November (5 days before), overdue
  // on 18 November (3 after), still-overdue every 7 days from then: 25 November, 2 and 9 December.
  const period = (terms: Partial<CalendarTerms> = {}) => ({
    end: '2026-10-31',
    dueOn: '2026-11-15',
    terms: { ...TERMS, ...terms },
  });
  const step = (kind: ReminderStep['kind'], on: string, sequence = 0): ReminderStep => ({
    kind,
    sequence,
    on,
  });

  it.each([
    ['before the period ends: nothing', '2026-10-30', null],
    ['on its last day, before the due-soon day: nothing', '2026-10-31', null],
    ['the day before the due-soon day: nothing', '2026-11-09', null],
    ['on the due-soon day', '2026-11-10', step('due-soon', '2026-11-10')],
    ['between due-soon and due: the due-soon one', '2026-11-12', step('due-soon', '2026-11-10')],
    ['on the due date: still the due-soon one', '2026-11-15', step('due-soon', '2026-11-10')],
    ['the day after the due date, before the overdue day: nothing', '2026-11-16', null],
    ['the day before the overdue day: nothing', '2026-11-17', null],
    ['on the overdue day', '2026-11-18', step('overdue', '2026-11-18')],
    ['the day before the first weekly one: still overdue', '2026-11-24', step('overdue', '2026-11-18')],
    ['the first weekly one', '2026-11-25', step('still-overdue', '2026-11-25', 1)],
    ['between the first and second weekly: the first', '2026-12-01', step('still-overdue', '2026-11-25', 1)],
    ['the second weekly one', '2026-12-02', step('still-overdue', '2026-12-02', 2)],
    ['the third weekly one', '2026-12-09', step('still-overdue', '2026-12-09', 3)],
    ['the day after the third weekly one', '2026-12-10', step('still-overdue', '2026-12-09', 3)],
  ])('on schedule, %s (%s)', (_case, today, expected) => {
    expect(reminderStep(period(), today)).toEqual(expected);
  });

  it.each([
    ['a run that missed the due-soon day and the due date sends nothing', '2026-11-17', null],
    ['a run that missed the overdue day sends the overdue one', '2026-11-22', step('overdue', '2026-11-18')],
    // Missed 25 November and 2 December: only the latest, the second weekly one, not a backlog.
    [
      'a run that missed two weekly ones sends only the latest',
      '2026-12-05',
      step('still-overdue', '2026-12-02', 2),
    ],
    ['a run months late sends only the latest', '2027-02-10', step('still-overdue', '2027-02-10', 12)],
  ])('%s (%s)', (_case, today, expected) => {
    expect(reminderStep(period(), today)).toEqual(expected);
  });

  it.each([
    ['before the period ends: nothing', '2026-10-30', null],
    ['on its last day: due-soon, on today', '2026-10-31', step('due-soon', '2026-10-31')],
    ['before the due-soon day: due-soon, on today', '2026-11-05', step('due-soon', '2026-11-05')],
    ['on or after the due-soon day: the scheduled one', '2026-11-12', step('due-soon', '2026-11-10')],
    [
      'after the due date, before the overdue day: overdue, on today',
      '2026-11-16',
      step('overdue', '2026-11-16'),
    ],
    ['on the overdue day: the scheduled one', '2026-11-18', step('overdue', '2026-11-18')],
    ['a weekly one: the scheduled one', '2026-11-26', step('still-overdue', '2026-11-25', 1)],
  ])('when a clerk asks, %s (%s)', (_case, today, expected) => {
    expect(reminderStep(period(), today, true)).toEqual(expected);
  });

  it.each([
    ['on the overdue day', '2026-11-18', false, step('overdue', '2026-11-18')],
    ['a week later, the overdue one stays', '2026-11-25', false, step('overdue', '2026-11-18')],
    ['months later, the overdue one stays', '2027-03-01', false, step('overdue', '2026-11-18')],
    ['between due and overdue when asked', '2026-11-16', true, step('overdue', '2026-11-16')],
  ])('without weekly reminders, %s (%s, asked: %s)', (_case, today, whenAsked, expected) => {
    expect(reminderStep(period({ reminderRepeatDays: null }), today, whenAsked)).toEqual(expected);
  });

  it.each([
    ['on the due date, the due-soon one', '2026-11-15', false, step('due-soon', '2026-11-10')],
    ['after the due date, nothing', '2026-11-16', false, null],
    ['long after the due date, nothing', '2027-03-01', false, null],
    ['after the due date when asked: overdue, on today', '2026-11-20', true, step('overdue', '2026-11-20')],
    [
      'long after the due date when asked: overdue, on today',
      '2027-03-01',
      true,
      step('overdue', '2027-03-01'),
    ],
  ])('without days after the due date, %s (%s, asked: %s)', (_case, today, whenAsked, expected) => {
    expect(
      reminderStep(period({ reminderDaysAfter: null, reminderRepeatDays: null }), today, whenAsked),
    ).toEqual(expected);
  });

  it.each([
    ['on the last day, nothing', '2026-10-31', false, null],
    ['on the due date, nothing', '2026-11-15', false, null],
    ['on the overdue day, overdue', '2026-11-18', false, step('overdue', '2026-11-18')],
    ['on the due date when asked: due-soon, on today', '2026-11-15', true, step('due-soon', '2026-11-15')],
  ])('without days before the due date, %s (%s, asked: %s)', (_case, today, whenAsked, expected) => {
    expect(reminderStep(period({ reminderDaysBefore: null }), today, whenAsked)).toEqual(expected);
  });

  it('numbers the weekly reminders 1, 2, 3 … every repeat days', () => {
    const steps = ['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16'].map((day) =>
      reminderStep(period(), day),
    );
    expect(steps).toEqual([
      step('still-overdue', '2026-11-25', 1),
      step('still-overdue', '2026-12-02', 2),
      step('still-overdue', '2026-12-09', 3),
      step('still-overdue', '2026-12-16', 4),
    ]);
  });

  it('counts a repeat of a single day', () => {
    expect(reminderStep(period({ reminderRepeatDays: 1 }), '2026-11-21')).toEqual(
      step('still-overdue', '2026-11-21', 3),
    );
  });
});
