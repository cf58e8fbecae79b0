import { describe, expect, it } from 'vitest';
import {
  splitIntoMonths,
  splitIntoYears,
  type DayRange,
  type MonthSplit,
  type YearSplit,
} from './range-totals';

const months = (from: string | null, to: string | null) => ({ from, to });
const days = (from: string, to: string) => ({ from, to });

describe('splitIntoMonths', () => {
  it.each<[string, DayRange, MonthSplit]>([
    [
      'days of one month',
      months('2024-05-10', '2024-05-20'),
      { months: null, days: [days('2024-05-10', '2024-05-20')] },
    ],
    [
      'one day',
      months('2024-05-10', '2024-05-10'),
      { months: null, days: [days('2024-05-10', '2024-05-10')] },
    ],
    [
      'a first day alone',
      months('2024-05-01', '2024-05-01'),
      { months: null, days: [days('2024-05-01', '2024-05-01')] },
    ],
    [
      'a whole month',
      months('2024-05-01', '2024-05-31'),
      { months: months('2024-05-01', '2024-06-01'), days: [] },
    ],
    [
      'two partial months across a boundary',
      months('2024-05-20', '2024-06-10'),
      { months: null, days: [days('2024-05-20', '2024-06-10')] },
    ],
    [
      'partial ends around whole months',
      months('2024-01-15', '2024-04-10'),
      {
        months: months('2024-02-01', '2024-04-01'),
        days: [days('2024-01-15', '2024-01-31'), days('2024-04-01', '2024-04-10')],
      },
    ],
    [
      'from the last day of a month to the first of another',
      months('2024-01-31', '2024-03-01'),
      {
        months: months('2024-02-01', '2024-03-01'),
        days: [days('2024-01-31', '2024-01-31'), days('2024-03-01', '2024-03-01')],
      },
    ],
    ['a year', months('2024-01-01', '2024-12-31'), { months: months('2024-01-01', '2025-01-01'), days: [] }],
    [
      'a year starting mid-month',
      months('2023-12-15', '2024-12-31'),
      { months: months('2024-01-01', '2025-01-01'), days: [days('2023-12-15', '2023-12-31')] },
    ],
    [
      'leap February, whole',
      months('2024-02-01', '2024-02-29'),
      { months: months('2024-02-01', '2024-03-01'), days: [] },
    ],
    [
      'leap February without its 29th',
      months('2024-02-01', '2024-02-28'),
      { months: null, days: [days('2024-02-01', '2024-02-28')] },
    ],
    [
      'February of a common year',
      months('2023-02-01', '2023-02-28'),
      { months: months('2023-02-01', '2023-03-01'), days: [] },
    ],
    ['no bounds', months(null, null), { months: months(null, null), days: [] }],
    [
      'open start',
      months(null, '2024-03-10'),
      { months: months(null, '2024-03-01'), days: [days('2024-03-01', '2024-03-10')] },
    ],
    [
      'open end',
      months('2024-03-10', null),
      { months: months('2024-04-01', null), days: [days('2024-03-10', '2024-03-31')] },
    ],
    [
      'open start, ending on a last day',
      months(null, '2024-02-29'),
      { months: months(null, '2024-03-01'), days: [] },
    ],
    ['empty: from after to', months('2024-03-10', '2024-03-09'), { months: null, days: [] }],
    // No month follows December 9999: a date after it does not exist, even to name an end.
    [
      'to the last day of all',
      months('2024-01-01', '9999-12-31'),
      { months: months('2024-01-01', null), days: [] },
    ],
    [
      'from within the last month of all',
      months('9999-12-15', null),
      { months: null, days: [days('9999-12-15', '9999-12-31')] },
    ],
    [
      'ending mid last month',
      months('9999-11-01', '9999-12-20'),
      { months: months('9999-11-01', '9999-12-01'), days: [days('9999-12-01', '9999-12-20')] },
    ],
  ])('%s', (_, range, expected) => {
    expect(splitIntoMonths(range)).toEqual(expected);
  });
});

const span = (from: string | null, to: string | null) => ({ from, to });

describe('splitIntoYears', () => {
  it.each<[string, DayRange, YearSplit]>([
    [
      'a year',
      span('2024-01-01', '2024-12-31'),
      { years: span('2024-01-01', '2025-01-01'), months: [], days: [] },
    ],
    [
      'months within a year',
      span('2024-02-01', '2024-11-30'),
      { years: null, months: [span('2024-02-01', '2024-12-01')], days: [] },
    ],
    [
      'days only',
      span('2024-02-10', '2024-02-20'),
      { years: null, months: [], days: [days('2024-02-10', '2024-02-20')] },
    ],
    [
      'whole years with months and days either side',
      span('2021-11-15', '2024-02-10'),
      {
        years: span('2022-01-01', '2024-01-01'),
        months: [span('2021-12-01', '2022-01-01'), span('2024-01-01', '2024-02-01')],
        days: [days('2021-11-15', '2021-11-30'), days('2024-02-01', '2024-02-10')],
      },
    ],
    [
      'across a new year, no year whole',
      span('2023-03-01', '2024-10-31'),
      { years: null, months: [span('2023-03-01', '2024-11-01')], days: [] },
    ],
    ['no bounds', span(null, null), { years: span(null, null), months: [], days: [] }],
    [
      'open start',
      span(null, '2024-05-31'),
      { years: span(null, '2024-01-01'), months: [span('2024-01-01', '2024-06-01')], days: [] },
    ],
    [
      'open end',
      span('2024-05-01', null),
      { years: span('2025-01-01', null), months: [span('2024-05-01', '2025-01-01')], days: [] },
    ],
    // No year follows 9999: its months stay months.
    [
      'from within the last year of all',
      span('9999-03-01', null),
      { years: null, months: [span('9999-03-01', null)], days: [] },
    ],
    [
      'to the last day of all',
      span('9998-01-01', '9999-12-31'),
      { years: span('9998-01-01', null), months: [], days: [] },
    ],
    ['empty: from after to', span('2024-03-10', '2024-03-09'), { years: null, months: [], days: [] }],
  ])('%s', (_, range, expected) => {
    expect(splitIntoYears(range)).toEqual(expected);
  });
});
