import { describe, expect, it } from 'vitest';
import { rateLineDays, rateLineText } from './invoices';
import {
  invoiceRateLines,
  linesTotal,
  rateSegments,
  SCHEDULE_START,
  segmentsByMonth,
  splitMonth,
  type DatedRate,
  type RatedItem,
  type RateSegment,
} from './rate-schedule';

/* How a quarter is billed when the rate changes: its segments, each month's split and the lines. */

const rate = (effectiveOn: string, dollars: number): DatedRate => ({
  effectiveOn,
  rateCentsPerMillionGallons: dollars * 100,
});
const segment = (fromOn: string, toOn: string, dollars: number): RateSegment => ({
  fromOn,
  toOn,
  rateCentsPerMillionGallons: dollars * 100,
});

const Q3_START = '2026-07-01';
const Q3_END = '2026-09-30';

describe('the rates a quarter bills at (rateSegments)', () => {
  it.each([
    {
      name: 'one rate from the start: the whole quarter',
      schedule: [rate(SCHEDULE_START, 65)],
      segments: [segment(Q3_START, Q3_END, 65)],
    },
    {
      name: 'a change on the quarter’s first day: one segment at the new rate',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-07-01', 65)],
      segments: [segment(Q3_START, Q3_END, 65)],
    },
    {
      name: 'a change on the quarter’s last day: that day alone at the new rate',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-09-30', 65)],
      segments: [segment(Q3_START, '2026-09-29', 20), segment('2026-09-30', Q3_END, 65)],
    },
    {
      name: 'the issue’s example: $20 until 31 July, $65 from 1 August',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-08-01', 65)],
      segments: [segment(Q3_START, '2026-07-31', 20), segment('2026-08-01', Q3_END, 65)],
    },
    {
      name: 'two changes in one quarter, entered in any order',
      schedule: [rate('2026-09-16', 70), rate(SCHEDULE_START, 20), rate('2026-08-01', 65)],
      segments: [
        segment(Q3_START, '2026-07-31', 20),
        segment('2026-08-01', '2026-09-15', 65),
        segment('2026-09-16', Q3_END, 70),
      ],
    },
    {
      name: 'changes before and after the quarter: the one in force on its first day',
      schedule: [rate(SCHEDULE_START, 10), rate('2026-04-01', 20), rate('2026-10-01', 65)],
      segments: [segment(Q3_START, Q3_END, 20)],
    },
  ])('$name', ({ schedule, segments }) => {
    expect(rateSegments(schedule, Q3_START, Q3_END)).toEqual(segments);
  });

  it('refuses a quarter no rate covers from its first day', () => {
    expect(() => rateSegments([rate('2026-08-01', 65)], Q3_START, Q3_END)).toThrow(RangeError);
  });

  it('says which segments cover each month, with their days', () => {
    const segments = rateSegments([rate(SCHEDULE_START, 20), rate('2026-08-16', 65)], Q3_START, Q3_END);
    expect(segmentsByMonth(segments)).toEqual([
      { segmentIndexes: [0], days: [31] },
      { segmentIndexes: [0, 1], days: [15, 16] },
      { segmentIndexes: [1], days: [30] },
    ]);
  });
});

describe('a month a change divides (splitMonth)', () => {
  it.each([
    {
      name: 'by the pumpage recorded on each part',
      value: 100,
      recorded: [30, 70],
      days: [15, 16],
      parts: [30, 70],
    },
    {
      name: 'a corrected month in proportion to what was recorded',
      value: 200,
      recorded: [30, 70],
      days: [15, 16],
      parts: [60, 140],
    },
    {
      name: 'all on the part that recorded it',
      value: 80,
      recorded: [0, 12.5],
      days: [15, 16],
      parts: [0, 80],
    },
    {
      name: 'by days when nothing was recorded',
      value: 31,
      recorded: [0, 0],
      days: [15, 16],
      parts: [15, 16],
    },
    {
      name: 'remainders to the last part, in thousandths',
      value: 10,
      recorded: [0, 0, 0],
      days: [1, 1, 1],
      parts: [3.333, 3.333, 3.334],
    },
    {
      name: 'a share rounded down, never up',
      value: 1,
      recorded: [2, 1],
      days: [29, 1],
      parts: [0.666, 0.334],
    },
    { name: 'nothing pumped', value: 0, recorded: [5, 5], days: [15, 16], parts: [0, 0] },
    {
      name: 'three decimals kept exactly',
      value: 0.003,
      recorded: [1, 1, 1],
      days: [10, 10, 11],
      parts: [0.001, 0.001, 0.001],
    },
  ])('$name', ({ value, recorded, days, parts }) => {
    expect(splitMonth(value, recorded, days)).toEqual(parts);
  });
});

const item = (
  months: [number | null, number | null, number | null],
  extra: Partial<RatedItem> = {},
): RatedItem => ({
  month1: months[0],
  month2: months[1],
  month3: months[2],
  flag: null,
  ...extra,
});

/** A line as [from, to, rate in dollars, pumpage, billed kgal, fee in cents]. */
const lineOf = (line: ReturnType<typeof invoiceRateLines>[number]) => [
  line.fromOn,
  line.toOn,
  line.rateCentsPerMillionGallons / 100,
  line.pumpageKgal,
  line.billedKgal,
  line.feeCents,
];

describe('the fee lines of a quarter (invoiceRateLines)', () => {
  it.each([
    {
      name: 'the issue’s example: 10,000 kgal a month, $20 in July and $65 from August',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-08-01', 65)],
      items: [item([10_000, 10_000, 10_000])],
      lines: [
        [Q3_START, '2026-07-31', 20, 10_000, 10_000, 20_000],
        ['2026-08-01', Q3_END, 65, 20_000, 20_000, 130_000],
      ],
      total: { billedKgal: 30_000, feeCents: 150_000 },
    },
    {
      name: 'one rate: the quarter’s non-exempt total rounded once',
      schedule: [rate(SCHEDULE_START, 65)],
      items: [item([400, 300.2, 299.9]), item([50, 0, 0], { flag: 'E' })],
      lines: [[Q3_START, Q3_END, 65, 1000.1, 1000, 6500]],
      total: { billedKgal: 1000, feeCents: 6500 },
    },
    {
      name: 'a change on the first day: one line at the new rate',
      schedule: [rate(SCHEDULE_START, 20), rate(Q3_START, 65)],
      items: [item([10_000, 10_000, 10_000])],
      lines: [[Q3_START, Q3_END, 65, 30_000, 30_000, 195_000]],
      total: { billedKgal: 30_000, feeCents: 195_000 },
    },
    {
      name: 'a change on the last day: September split by days, 29 to 1',
      schedule: [rate(SCHEDULE_START, 20), rate(Q3_END, 65)],
      items: [item([10_000, 10_000, 3000])],
      lines: [
        [Q3_START, '2026-09-29', 20, 22_900, 22_900, 45_800],
        [Q3_END, Q3_END, 65, 100, 100, 650],
      ],
      total: { billedKgal: 23_000, feeCents: 46_450 },
    },
    {
      name: 'a change on the last day: September split by the daily rows recorded',
      schedule: [rate(SCHEDULE_START, 20), rate(Q3_END, 65)],
      items: [item([0, 0, 3000], { recordedParts: { 2: [1000, 2000] } })],
      lines: [
        [Q3_START, '2026-09-29', 20, 1000, 1000, 2000],
        [Q3_END, Q3_END, 65, 2000, 2000, 13_000],
      ],
      total: { billedKgal: 3000, feeCents: 15_000 },
    },
    {
      name: 'two changes: August split by its daily rows, September by them too',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-08-16', 65), rate('2026-09-16', 70)],
      items: [item([1000, 2000, 3000], { recordedParts: { 1: [500, 1500], 2: [1000, 2000] } })],
      lines: [
        [Q3_START, '2026-08-15', 20, 1500, 1500, 3000],
        ['2026-08-16', '2026-09-15', 65, 2500, 2500, 16_250],
        ['2026-09-16', Q3_END, 70, 2000, 2000, 14_000],
      ],
      total: { billedKgal: 6000, feeCents: 33_250 },
    },
    {
      name: 'an exempt well bills nothing on any line',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-08-01', 65)],
      items: [item([1000, 1000, 1000]), item([9000, 9000, 9000], { flag: 'E' })],
      lines: [
        [Q3_START, '2026-07-31', 20, 1000, 1000, 2000],
        ['2026-08-01', Q3_END, 65, 2000, 2000, 13_000],
      ],
      total: { billedKgal: 3000, feeCents: 15_000 },
    },
    {
      name: 'each line rounded on its own, halves up, then up to the cent',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-08-01', 65)],
      items: [item([0.5, 0.4, 0.1]), item([0, 0, null])],
      lines: [
        [Q3_START, '2026-07-31', 20, 0.5, 1, 2],
        ['2026-08-01', Q3_END, 65, 0.5, 1, 7],
      ],
      total: { billedKgal: 2, feeCents: 9 },
    },
    {
      name: 'no items: a line per rate, each billing nothing',
      schedule: [rate(SCHEDULE_START, 20), rate('2026-08-01', 65)],
      items: [],
      lines: [
        [Q3_START, '2026-07-31', 20, 0, 0, 0],
        ['2026-08-01', Q3_END, 65, 0, 0, 0],
      ],
      total: { billedKgal: 0, feeCents: 0 },
    },
  ])('$name', ({ schedule, items, lines, total }) => {
    const billed = invoiceRateLines(items, rateSegments(schedule, Q3_START, Q3_END));
    expect(billed.map(lineOf)).toEqual(lines);
    expect(linesTotal(billed)).toEqual(total);
  });
});

describe('a rate line as people read it', () => {
  it.each([
    ['2026-07-01', '2026-07-31', 'Jul 1 – Jul 31, 2026'],
    ['2026-09-30', '2026-09-30', 'Sep 30, 2026'],
    ['2026-12-31', '2027-01-01', 'Dec 31, 2026 – Jan 1, 2027'],
  ])('%s to %s is %s', (fromOn, toOn, text) => {
    expect(rateLineDays(fromOn, toOn)).toBe(text);
  });

  it('names the days, the billed pumpage, the rate and what they bill', () => {
    expect(
      rateLineText({
        fromOn: '2026-07-01',
        toOn: '2026-07-31',
        ratePerMillionGallons: 20,
        billedKgal: 10_000,
        feeAmount: 200,
      }),
    ).toBe('Jul 1 – Jul 31, 2026: 10,000 kgal at $20.00 per million gallons = $200.00');
  });
});
