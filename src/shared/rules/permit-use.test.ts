import { describe, expect, it } from 'vitest';
import type { PermitAlertKind } from '../states';
import { daysBetween } from './calendar';
import {
  cutBasisPointsOn,
  paceWindow,
  permitAlertsReached,
  permittedGallons,
  permitYearOf,
  projectPermitUse,
  type DistrictCut,
  type PermitTermsVersion,
  type PermitUseFacts,
  type PermitUseStatus,
  type PermitYear,
} from './permit-use';

/** A million gallons a day in a common year: each day of the year is worth exactly 1,000,000. */
const MILLION_A_DAY = 365_000_000;

const YEAR_2026: PermitYear = { start: '2026-01-01', end: '2026-12-31' };
const YEAR_2024: PermitYear = { start: '2024-01-01', end: '2024-12-31' };
/** A permit year starting in October: 1 October 2025 to 30 September 2026, 365 days. */
const OCTOBER_2025: PermitYear = { start: '2025-10-01', end: '2026-09-30' };

const version = (effectiveFrom: string, annualGallons: number): PermitTermsVersion => ({
  effectiveFrom,
  annualGallons,
});

const cut = (percent: number, effectiveOn: string, endsOn: string | null): DistrictCut => ({
  percent,
  effectiveOn,
  endsOn,
});

describe('permitYearOf', () => {
  it.each([
    ['the middle of a calendar year', '2026-06-15', 1, '2026-01-01', '2026-12-31'],
    ['1 January of a calendar year', '2026-01-01', 1, '2026-01-01', '2026-12-31'],
    ['31 December of a calendar year', '2026-12-31', 1, '2026-01-01', '2026-12-31'],
    ['1 January after it', '2027-01-01', 1, '2027-01-01', '2027-12-31'],
    ['29 February of a leap calendar year', '2024-02-29', 1, '2024-01-01', '2024-12-31'],
    ['September, before an October start', '2026-09-15', 10, '2025-10-01', '2026-09-30'],
    ['30 September, the last day of an October year', '2026-09-30', 10, '2025-10-01', '2026-09-30'],
    ['1 October, starting a new October year', '2026-10-01', 10, '2026-10-01', '2027-09-30'],
    ['31 December within an October year', '2026-12-31', 10, '2026-10-01', '2027-09-30'],
    ['1 January within an October year', '2027-01-01', 10, '2026-10-01', '2027-09-30'],
    ['29 February within an October year', '2024-02-29', 10, '2023-10-01', '2024-09-30'],
    ['30 November, before a December start', '2026-11-30', 12, '2025-12-01', '2026-11-30'],
    ['1 December, starting a December year', '2026-12-01', 12, '2026-12-01', '2027-11-30'],
  ] as const)('%s (%s, from month %i) is %s to %s', (_case, day, startMonth, start, end) => {
    expect(permitYearOf(day, startMonth)).toEqual({ start, end });
  });

  it.each([
    ['a common calendar year', '2026-06-15', 1, 365],
    ['a leap calendar year', '2024-06-15', 1, 366],
    ['a calendar year divisible by 400 (leap)', '2000-06-15', 1, 366],
    ['a calendar year divisible by 100 (common)', '2100-06-15', 1, 365],
    ['an October year holding 29 February', '2024-03-01', 10, 366],
    ['an October year after 29 February', '2024-10-01', 10, 365],
    ['an October year before 29 February', '2023-09-30', 10, 365],
    ['a March year holding 29 February', '2023-03-01', 3, 366],
    ['a March year starting the day after 29 February', '2024-03-01', 3, 365],
  ] as const)('%s (%s, from month %i) has %i days', (_case, day, startMonth, days) => {
    const { start, end } = permitYearOf(day, startMonth);
    expect(daysBetween(start, end) + 1).toBe(days);
  });
});

describe('cutBasisPointsOn', () => {
  it.each([
    ['no cuts', '2026-06-15', [], 0],
    ['one in force', '2026-06-15', [cut(20, '2026-06-01', '2026-06-30')], 2000],
    ['the day before it starts', '2026-05-31', [cut(20, '2026-06-01', '2026-06-30')], 0],
    ['its first day', '2026-06-01', [cut(20, '2026-06-01', '2026-06-30')], 2000],
    ['its last day (endsOn inclusive)', '2026-06-30', [cut(20, '2026-06-01', '2026-06-30')], 2000],
    ['the day after it ends', '2026-07-01', [cut(20, '2026-06-01', '2026-06-30')], 0],
    ['an open cut, years later', '2030-01-01', [cut(15, '2026-06-01', null)], 1500],
    ['an open cut, the day before it', '2026-05-31', [cut(15, '2026-06-01', null)], 0],
    ['a one-day cut on its day', '2026-06-01', [cut(30, '2026-06-01', '2026-06-01')], 3000],
    [
      'overlapping cuts: the largest',
      '2026-06-15',
      [cut(10, '2026-01-01', null), cut(25, '2026-06-01', '2026-06-30'), cut(5, '2026-06-10', null)],
      2500,
    ],
    [
      'overlapping cuts, the largest ended: the next largest',
      '2026-07-01',
      [cut(10, '2026-01-01', null), cut(25, '2026-06-01', '2026-06-30'), cut(5, '2026-06-10', null)],
      1000,
    ],
    ['two decimals: 12.5%', '2026-06-15', [cut(12.5, '2026-06-01', null)], 1250],
    ['two decimals: 0.29%', '2026-06-15', [cut(0.29, '2026-06-01', null)], 29],
    ['two decimals: 33.33%', '2026-06-15', [cut(33.33, '2026-06-01', null)], 3333],
    ['a full cut', '2026-06-15', [cut(100, '2026-06-01', null)], 10_000],
  ] as const)('%s: %s is %i basis points', (_case, day, cuts, expected) => {
    expect(cutBasisPointsOn(day, cuts)).toBe(expected);
  });
});

describe('permittedGallons', () => {
  it.each<[string, PermitYear, PermitTermsVersion[], DistrictCut[], number]>([
    ['no terms', YEAR_2026, [], [], 0],
    ['no terms, with a cut', YEAR_2026, [], [cut(20, '2026-01-01', null)], 0],
    ['one version the whole year', YEAR_2026, [version('2020-03-17', 123_456_789)], [], 123_456_789],
    ['one version from the year’s first day', YEAR_2026, [version('2026-01-01', 777)], [], 777],
    [
      'a later version before the year wins',
      YEAR_2026,
      [version('2020-01-01', 100), version('2025-12-31', MILLION_A_DAY)],
      [],
      MILLION_A_DAY,
    ],
    ['a version after the year', YEAR_2026, [version('2027-01-01', MILLION_A_DAY)], [], 0],
    ['terms from 1 July: 184 days', YEAR_2026, [version('2026-07-01', MILLION_A_DAY)], [], 184_000_000],
    ['terms from 31 December: 1 day', YEAR_2026, [version('2026-12-31', MILLION_A_DAY)], [], 1_000_000],
    [
      'an amendment on 1 July: 181 old days, 184 new',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY), version('2026-07-01', 2 * MILLION_A_DAY)],
      [],
      181_000_000 + 368_000_000,
    ],
    [
      'versions given out of order',
      YEAR_2026,
      [version('2026-07-01', 2 * MILLION_A_DAY), version('2020-01-01', MILLION_A_DAY)],
      [],
      181_000_000 + 368_000_000,
    ],
    [
      'first terms mid-year, then an amendment',
      YEAR_2026,
      [version('2026-04-01', MILLION_A_DAY), version('2026-10-01', 0)],
      [],
      183_000_000,
    ],
    [
      'a cut of 20% the whole year',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(20, '2026-01-01', '2026-12-31')],
      292_000_000,
    ],
    [
      'an open cut of 20% from before the year',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(20, '2024-05-01', null)],
      292_000_000,
    ],
    [
      'a cut of 12.5% the whole year',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(12.5, '2026-01-01', null)],
      319_375_000,
    ],
    [
      'a cut from 1 December before the year to 31 January: January’s 31 days',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(20, '2025-12-01', '2026-01-31')],
      MILLION_A_DAY - 31 * 200_000,
    ],
    [
      'a cut ending on 31 December',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(10, '2026-12-01', '2026-12-31')],
      MILLION_A_DAY - 31 * 100_000,
    ],
    [
      'a cut from 1 December into the next year: December’s 31 days',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(10, '2026-12-01', '2027-02-28')],
      MILLION_A_DAY - 31 * 100_000,
    ],
    [
      'a cut ending before the year',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(50, '2025-01-01', '2025-12-31')],
      MILLION_A_DAY,
    ],
    [
      'an open cut of 50% from 1 July',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(50, '2026-07-01', null)],
      181_000_000 + 92_000_000,
    ],
    [
      'overlapping cuts: 10% to 30 June, 25% from 1 April',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(10, '2026-01-01', '2026-06-30'), cut(25, '2026-04-01', null)],
      90 * 900_000 + 275 * 750_000,
    ],
    ['a cut of 100%', YEAR_2026, [version('2020-01-01', MILLION_A_DAY)], [cut(100, '2026-01-01', null)], 0],
    [
      'a cut of 100% for one day',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(100, '2026-03-15', '2026-03-15')],
      MILLION_A_DAY - 1_000_000,
    ],
    [
      'a cut and an amendment the same day',
      YEAR_2026,
      [version('2020-01-01', MILLION_A_DAY), version('2026-07-01', 2 * MILLION_A_DAY)],
      [cut(50, '2026-07-01', null)],
      181_000_000 + 184_000_000,
    ],
    ['a leap year, whole', YEAR_2024, [version('2020-01-01', 366_000_000)], [], 366_000_000],
    [
      'a leap year, from 1 March: 306 of 366 days',
      YEAR_2024,
      [version('2024-03-01', 366_000_000)],
      [],
      306_000_000,
    ],
    [
      'a leap year, a full cut on 29 February',
      YEAR_2024,
      [version('2020-01-01', 366_000_000)],
      [cut(100, '2024-02-29', '2024-02-29')],
      365_000_000,
    ],
    ['an October year, whole', OCTOBER_2025, [version('2025-10-01', MILLION_A_DAY)], [], MILLION_A_DAY],
    [
      'an October year, a cut across 31 December / 1 January: 17 + 15 days',
      OCTOBER_2025,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(20, '2025-12-15', '2026-01-15')],
      MILLION_A_DAY - 32 * 200_000,
    ],
    [
      'an October year, a cut across its end (30 September / 1 October): September’s 30 days',
      OCTOBER_2025,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(20, '2026-09-01', '2026-10-31')],
      MILLION_A_DAY - 30 * 200_000,
    ],
    [
      'an October year, a cut across its start (30 September / 1 October): October’s 31 days',
      OCTOBER_2025,
      [version('2020-01-01', MILLION_A_DAY)],
      [cut(20, '2025-09-01', '2025-10-31')],
      MILLION_A_DAY - 31 * 200_000,
    ],
    [
      'an October year holding 29 February, terms from 1 January: 274 of 366 days',
      { start: '2023-10-01', end: '2024-09-30' },
      [version('2024-01-01', 366_000_000)],
      [],
      274_000_000,
    ],
    ['rounding down: 1000 a year over 3 of 365 days', YEAR_2026, [version('2026-12-29', 1000)], [], 8],
    ['rounding down: 364 a year for 1 of 365 days', YEAR_2026, [version('2026-12-31', 364)], [], 0],
    [
      'rounding down once, not per part: 2 a year in two versions of 182 and 183 days',
      YEAR_2026,
      [version('2020-01-01', 2), version('2026-07-02', 2)],
      [],
      // (2 * 182 + 2 * 183) / 365 = 2; rounded per part it would be 0 + 1
      2,
    ],
    [
      'rounding down: 1 gallon a year with a 0.01% cut',
      YEAR_2026,
      [version('2020-01-01', 1)],
      [cut(0.01, '2026-01-01', null)],
      0,
    ],
    [
      'rounding down: 1 and 2 a year split 182/183 days between versions',
      YEAR_2026,
      [version('2020-01-01', 1), version('2026-07-02', 2)],
      [],
      // (1 * 182 + 2 * 183) / 365 = 548 / 365 = 1.5...
      1,
    ],
    [
      'a large volume, exactly: 1e12 a year cut 33.33% for the whole year',
      YEAR_2026,
      [version('2020-01-01', 1_000_000_000_000)],
      [cut(33.33, '2026-01-01', null)],
      666_700_000_000,
    ],
  ])('%s', (_case, year, terms, cuts, expected) => {
    expect(permittedGallons(year, terms, cuts)).toBe(expected);
  });

  it('defaults to no cuts', () => {
    expect(permittedGallons(YEAR_2026, [version('2026-07-01', MILLION_A_DAY)])).toBe(184_000_000);
  });
});

describe('paceWindow', () => {
  it.each([
    ['mid-year: the 30 days ending on the data', YEAR_2026, '2026-03-31', '2026-03-02', 30],
    ['across a month end', YEAR_2026, '2026-03-15', '2026-02-14', 30],
    ['the last day of the year', YEAR_2026, '2026-12-31', '2026-12-02', 30],
    ['the 30th day: all 30 from the start', YEAR_2026, '2026-01-30', '2026-01-01', 30],
    ['the 29th day: 29 from the start', YEAR_2026, '2026-01-29', '2026-01-01', 29],
    ['the 10th day: 10 from the start', YEAR_2026, '2026-01-10', '2026-01-01', 10],
    ['the first day: 1', YEAR_2026, '2026-01-01', '2026-01-01', 1],
    ['an October year, its 5th day', OCTOBER_2025, '2025-10-05', '2025-10-01', 5],
    ['an October year, across 31 December', OCTOBER_2025, '2026-01-10', '2025-12-12', 30],
    ['a leap March, across 29 February', YEAR_2024, '2024-03-10', '2024-02-10', 30],
  ] as const)('%s (%s): from %s, %i days', (_case, year, dataThrough, from, days) => {
    expect(paceWindow(year, dataThrough)).toEqual({ from, days });
  });
});

describe('projectPermitUse', () => {
  const facts = (overrides: Partial<PermitUseFacts>): PermitUseFacts => ({
    year: YEAR_2026,
    permittedGallons: 3_650_000,
    usedGallons: 0,
    dataThrough: null,
    paceGallons: 0,
    ...overrides,
  });

  it.each<[string, Partial<PermitUseFacts>, Partial<ReturnType<typeof projectPermitUse>>]>([
    [
      'no data: pace 0, no crossing, under',
      {},
      {
        percentUsed: 0,
        paceGallonsPerDay: 0,
        projectedGallons: 0,
        projectedCrossingOn: null,
        status: 'under',
      },
    ],
    [
      'use without a pace: projected is the used',
      { usedGallons: 1_000_000, dataThrough: '2026-03-31', paceGallons: 0 },
      {
        percentUsed: 27.3,
        paceGallonsPerDay: 0,
        projectedGallons: 1_000_000,
        projectedCrossingOn: null,
        status: 'under',
      },
    ],
    [
      'under, with a pace that does not cross (1,000 a day needs 2,650 days)',
      { usedGallons: 1_000_000, dataThrough: '2026-03-31', paceGallons: 30_000 },
      {
        percentUsed: 27.3,
        paceGallonsPerDay: 1000,
        projectedGallons: 1_000_000 + 275 * 1000,
        projectedCrossingOn: null,
        status: 'under',
      },
    ],
    [
      // 10,000 a day; 2,650,000 left needs 265 days; 31 March (day 90) + 265 = day 355 = 21 December.
      'a pace that crosses: 265 days after 31 March',
      { usedGallons: 1_000_000, dataThrough: '2026-03-31', paceGallons: 300_000 },
      {
        percentUsed: 27.3,
        paceGallonsPerDay: 10_000,
        projectedGallons: 1_000_000 + 275 * 10_000,
        projectedCrossingOn: '2026-12-21',
        status: 'projected',
      },
    ],
    [
      'a pace that crosses on the year’s last day',
      {
        permittedGallons: 3_750_000,
        usedGallons: 1_000_000,
        dataThrough: '2026-03-31',
        paceGallons: 300_000,
      },
      { projectedGallons: 3_750_000, projectedCrossingOn: '2026-12-31', status: 'projected' },
    ],
    [
      'a pace that would cross one gallon after the year: null',
      {
        permittedGallons: 3_750_001,
        usedGallons: 1_000_000,
        dataThrough: '2026-03-31',
        paceGallons: 300_000,
      },
      { projectedGallons: 3_750_000, projectedCrossingOn: null, status: 'under' },
    ],
    [
      'a part-day crossing rounds up to the day reached (2.5 days → the 3rd)',
      {
        permittedGallons: 1_025_000,
        usedGallons: 1_000_000,
        dataThrough: '2026-03-31',
        paceGallons: 300_000,
      },
      { projectedCrossingOn: '2026-04-03', status: 'near' },
    ],
    [
      'a pace over fewer days early in the year (10 days, 5,000 a day)',
      { permittedGallons: 100_000, usedGallons: 50_000, dataThrough: '2026-01-10', paceGallons: 50_000 },
      { paceGallonsPerDay: 5000, projectedCrossingOn: '2026-01-20', status: 'projected' },
    ],
    [
      'the pace per day rounds half up (15 over 30 days → 1)',
      { permittedGallons: 1_000_000, usedGallons: 15, dataThrough: '2026-03-31', paceGallons: 15 },
      { paceGallonsPerDay: 1, projectedGallons: 15 + Math.floor((15 * 275) / 30) },
    ],
    [
      'the pace per day rounds down below half (14 over 30 days → 0)',
      { permittedGallons: 1_000_000, usedGallons: 14, dataThrough: '2026-03-31', paceGallons: 14 },
      { paceGallonsPerDay: 0, projectedGallons: 14 + Math.floor((14 * 275) / 30) },
    ],
    [
      'data through the year’s last day: nothing left to project',
      { usedGallons: 1_000_000, dataThrough: '2026-12-31', paceGallons: 300_000 },
      { projectedGallons: 1_000_000, projectedCrossingOn: null, status: 'under' },
    ],
    [
      'near: exactly 80%',
      { permittedGallons: 10_000, usedGallons: 8000 },
      { percentUsed: 80, status: 'near', projectedCrossingOn: null },
    ],
    [
      'not near: 79.99%',
      { permittedGallons: 10_000, usedGallons: 7999 },
      { percentUsed: 79.9, status: 'under' },
    ],
    [
      'near wins over a projected crossing',
      { permittedGallons: 1_000_000, usedGallons: 900_000, dataThrough: '2026-03-31', paceGallons: 300_000 },
      { percentUsed: 90, projectedCrossingOn: '2026-04-10', status: 'near' },
    ],
    [
      'over: used equals permitted',
      { permittedGallons: 10_000, usedGallons: 10_000, dataThrough: '2026-03-31', paceGallons: 3000 },
      { percentUsed: 100, projectedCrossingOn: null, status: 'over' },
    ],
    [
      'over: used beyond permitted',
      { permittedGallons: 10_000, usedGallons: 12_345, dataThrough: '2026-03-31', paceGallons: 3000 },
      { percentUsed: 123.4, projectedCrossingOn: null, status: 'over' },
    ],
    [
      'permitted 0 and used 0: under, no percent',
      { permittedGallons: 0, usedGallons: 0 },
      { percentUsed: null, projectedCrossingOn: null, status: 'under' },
    ],
    [
      'permitted 0 and used 1: over, no percent',
      { permittedGallons: 0, usedGallons: 1, dataThrough: '2026-03-31', paceGallons: 1 },
      { percentUsed: null, projectedCrossingOn: null, status: 'over' },
    ],
    [
      'percentUsed rounds down to one decimal: 999/1000 → 99.9',
      { permittedGallons: 1000, usedGallons: 999 },
      { percentUsed: 99.9, status: 'near' },
    ],
    [
      'percentUsed rounds down to one decimal: 1/3 → 33.3',
      { permittedGallons: 3, usedGallons: 1 },
      { percentUsed: 33.3, status: 'under' },
    ],
    [
      'percentUsed rounds down to one decimal: 2/3 → 66.6',
      { permittedGallons: 3, usedGallons: 2 },
      { percentUsed: 66.6, status: 'under' },
    ],
    [
      'percentUsed rounds down: 9,999,999 of 10,000,000 → 99.9, not 100',
      { permittedGallons: 10_000_000, usedGallons: 9_999_999 },
      { percentUsed: 99.9, status: 'near' },
    ],
    [
      'an October year: the crossing runs past 31 December',
      {
        year: OCTOBER_2025,
        permittedGallons: 1_000_000,
        usedGallons: 500_000,
        dataThrough: '2025-12-31',
        paceGallons: 300_000,
      },
      { projectedCrossingOn: '2026-02-19', status: 'projected' },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(projectPermitUse(facts(overrides))).toMatchObject(expected);
  });
});

describe('permitAlertsReached', () => {
  it.each<[string, PermitUseStatus, string | null, number, number, PermitAlertKind[]]>([
    ['under', 'under', null, 1000, 500, []],
    ['projected', 'projected', '2026-12-21', 1000, 500, ['projected']],
    ['near', 'near', null, 1000, 800, ['use-80']],
    ['near and projected', 'near', '2026-04-10', 1000, 900, ['use-80', 'projected']],
    ['over', 'over', null, 1000, 1000, ['use-80', 'use-100']],
    ['over, well beyond', 'over', null, 1000, 5000, ['use-80', 'use-100']],
    ['over a permit of 0: no 80%', 'over', null, 0, 1, ['use-100']],
    ['under a permit of 0', 'under', null, 0, 0, []],
    ['just under 80%', 'under', null, 10_000, 7999, []],
  ])('%s', (_case, status, projectedCrossingOn, permittedGallons, usedGallons, expected) => {
    expect(permitAlertsReached({ status, projectedCrossingOn }, { permittedGallons, usedGallons })).toEqual(
      expected,
    );
  });

  it.each<[string, PermitUseFacts, PermitAlertKind[]]>([
    [
      'projected, from the projection',
      {
        year: YEAR_2026,
        permittedGallons: 3_650_000,
        usedGallons: 1_000_000,
        dataThrough: '2026-03-31',
        paceGallons: 300_000,
      },
      ['projected'],
    ],
    [
      'near and projected, from the projection',
      {
        year: YEAR_2026,
        permittedGallons: 1_000_000,
        usedGallons: 900_000,
        dataThrough: '2026-03-31',
        paceGallons: 300_000,
      },
      ['use-80', 'projected'],
    ],
    [
      'over, from the projection',
      {
        year: YEAR_2026,
        permittedGallons: 1000,
        usedGallons: 1000,
        dataThrough: '2026-03-31',
        paceGallons: 30,
      },
      ['use-80', 'use-100'],
    ],
  ])('%s', (_case, facts, expected) => {
    expect(permitAlertsReached(projectPermitUse(facts), facts)).toEqual(expected);
  });
});
