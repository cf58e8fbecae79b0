import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExemptFlag } from './billing';
import { addDays } from './calendar';
import { invoiceFee } from './invoices';
import { quarterDateRange, type Quarter } from './quarters';
import {
  invoiceRateLines,
  linesTotal,
  rateSegments,
  SCHEDULE_START,
  segmentsByMonth,
  splitMonth,
  type RatedItem,
} from './rate-schedule';

/* The split of a quarter by rate, for any pumpage and any schedule. */

/** kgal with three decimals, as the database stores them. */
const kgal = fc.integer({ min: 0, max: 50_000_000 }).map((thousandths) => thousandths / 1000);
const month = fc.option(kgal, { nil: null });
const items = fc.array(
  fc.record({ month1: month, month2: month, month3: month, flag: fc.constantFrom(null, 'E') }),
  { maxLength: 12 },
);
const rateCents = fc.integer({ min: 0, max: 100_000 });
const quarter = fc.record({
  year: fc.integer({ min: 1970, max: 2100 }),
  quarter: fc.integer({ min: 1, max: 4 }).map((value) => value as Quarter),
});

const thousandths = (value: number) => Math.round(value * 1000);

/** The quarter's first and last day. */
function daysOf({ year, quarter: number }: { year: number; quarter: Quarter }) {
  const { start, end } = quarterDateRange(year, number);
  return { start, last: addDays(end, -1) };
}

describe('the split of a quarter by rate, for any pumpage', () => {
  it('one rate for the whole quarter bills exactly the spec’s single rounding (invoiceFee)', () => {
    fc.assert(
      fc.property(items, rateCents, quarter, (billable, cents, period) => {
        const { start, last } = daysOf(period);
        const segments = rateSegments(
          [{ effectiveOn: SCHEDULE_START, rateCentsPerMillionGallons: cents }],
          start,
          last,
        );
        const lines = invoiceRateLines(billable, segments);
        expect(lines).toHaveLength(1);
        expect(linesTotal(lines)).toEqual(invoiceFee(billable, cents));
      }),
    );
  });

  it('the lines’ pumpage adds up to the non-exempt total exactly, however the rates change', () => {
    const changes = fc.uniqueArray(fc.integer({ min: 0, max: 91 }), { maxLength: 4 });
    fc.assert(
      fc.property(
        items,
        quarter,
        changes,
        fc.array(kgal, { minLength: 12, maxLength: 12 }),
        (billable, period, offsets, recordedPool) => {
          const { start, last } = daysOf(period);
          const schedule = [
            { effectiveOn: SCHEDULE_START, rateCentsPerMillionGallons: 6500 },
            ...offsets.map((offset, index) => ({
              effectiveOn: addDays(start, offset),
              rateCentsPerMillionGallons: 1000 * (index + 1),
            })),
          ];
          const segments = rateSegments(schedule, start, last);
          // Some items carry daily parts for the divided months, some split by days.
          const rated: RatedItem[] = billable.map((item, index) => {
            if (index % 2 === 1) return item;
            const recordedParts: Record<number, number[]> = {};
            segmentsByMonth(segments).forEach((cover, monthIndex) => {
              if (cover.segmentIndexes.length > 1)
                recordedParts[monthIndex] = cover.days.map(
                  (_, part) => recordedPool[(monthIndex * 4 + part) % recordedPool.length] ?? 0,
                );
            });
            return { ...item, recordedParts };
          });
          const lines = invoiceRateLines(rated, segments);
          const expected = billable
            .filter((item) => !isExemptFlag(item.flag))
            .flatMap((item) => [item.month1, item.month2, item.month3])
            .reduce((sum: number, value) => sum + (value === null ? 0 : thousandths(value)), 0);
          const billed = lines.reduce((sum, line) => sum + thousandths(line.pumpageKgal), 0);
          expect(billed).toBe(expected);
          expect(lines.map((line) => [line.fromOn, line.toOn])).toEqual(
            segments.map((segment) => [segment.fromOn, segment.toOn]),
          );
          expect(lines[0]?.fromOn).toBe(start);
          expect(lines[lines.length - 1]?.toOn).toBe(last);
          for (const line of lines) expect(line.pumpageKgal).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a month’s parts add up to the month exactly, none negative', () => {
    fc.assert(
      fc.property(
        kgal,
        fc.array(fc.tuple(kgal, fc.integer({ min: 0, max: 31 })), { minLength: 1, maxLength: 4 }),
        (value, parts) => {
          const split = splitMonth(
            value,
            parts.map(([recorded]) => recorded),
            parts.map(([, days]) => days),
          );
          expect(split).toHaveLength(parts.length);
          expect(split.reduce((sum, part) => sum + thousandths(part), 0)).toBe(thousandths(value));
          for (const part of split) expect(part).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a month split by what its daily rows recorded gives each part exactly its rows’ sum', () => {
    fc.assert(
      fc.property(fc.array(kgal, { minLength: 1, maxLength: 4 }), (recorded) => {
        const value = recorded.reduce((sum, part) => sum + thousandths(part), 0) / 1000;
        const split = splitMonth(
          value,
          recorded,
          recorded.map(() => 10),
        );
        expect(split.map(thousandths)).toEqual(recorded.map(thousandths));
      }),
    );
  });
});
