import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billedAmountCents, roundQuarterKgal } from './billing';
import { addDays } from './calendar';
import {
  invoiceDates,
  invoiceFee,
  invoiceTotals,
  lateFeeCents,
  lateFeeStateOf,
  parsePercent,
  periodsLate,
  type BillableItem,
  type InvoiceTerms,
  type LateFeeInput,
} from './invoices';

const TERMS: InvoiceTerms = {
  rateCentsPerMillionGallons: 6500,
  dueDays: 30,
  lateFeeMilliPercent: 1500,
  lateFeePeriod: 'day',
  lateFeeCapMilliPercent: null,
};

// Billed 5 January 2026: due 4 February, extended deadline 6 March (February has 28 days).
const DATES = invoiceDates('2026-01-05', TERMS.dueDays);

const unpaid = (today: string, overrides: Partial<LateFeeInput> = {}): LateFeeInput => ({
  totalDueCents: 10_000,
  dueDate: DATES.dueDate,
  extendedDeadline: DATES.extendedDeadline,
  today,
  terms: TERMS,
  hasPaid: false,
  paidLateFeeCents: 0,
  hideLateFees: false,
  ...overrides,
});

const item = (
  months: [number | null, number | null, number | null],
  flag: string | null = null,
): BillableItem => ({
  month1: months[0],
  month2: months[1],
  month3: months[2],
  flag,
});

describe('invoice dates', () => {
  it('puts the due date the due days after billing and the extended deadline 30 days after that', () => {
    expect(DATES).toEqual({
      billingDate: '2026-01-05',
      dueDate: '2026-02-04',
      extendedDeadline: '2026-03-06',
    });
    expect(invoiceDates('2026-12-15', 45)).toEqual({
      billingDate: '2026-12-15',
      dueDate: '2027-01-29',
      extendedDeadline: '2027-02-28',
    });
  });
});

describe('invoice fee', () => {
  it.each([
    ['no items', [], 0, 0],
    ['a quarter without data', [item([null, null, null])], 0, 0],
    ['half a kgal rounds up and 1 kgal bills 6.5 cents, up to 7', [item([0.5, 0, 0])], 1, 7],
    ['0.499 kgal rounds down to nothing', [item([0.499, null, null])], 0, 0],
    ['a million gallons bills $65', [item([400, 300, 300])], 1000, 6500],
    ['exempt wells are not billed', [item([400, 300, 300], 'E'), item([10, 0, 0])], 10, 65],
    ['only exempt wells bill nothing', [item([400, 300, 300], 'E')], 0, 0],
    // Two wells of 0.3 kgal: rounded per well they would bill nothing; the client's total is 0.6 -> 1.
    ['the client total is rounded once', [item([0.3, 0, 0]), item([0, 0.3, 0])], 1, 7],
    ['thousandths add exactly', [item([0.1, 0.2, 0.2])], 1, 7],
  ])('%s', (_case, items, billedKgal, feeCents) => {
    expect(invoiceFee(items, TERMS.rateCentsPerMillionGallons)).toEqual({ billedKgal, feeCents });
  });

  it('bills at the rate the invoice was built with', () => {
    expect(invoiceFee([item([1000, 0, 0])], 7000).feeCents).toBe(7000);
  });
});

describe('late fee', () => {
  it.each([
    ['before the due date', '2026-01-20', { kind: 'current', lateFeeCents: 0 }],
    ['on the due date', '2026-02-04', { kind: 'current', lateFeeCents: 0 }],
    [
      'the day after the due date: grace, with the fee of the first charged day projected',
      '2026-02-05',
      { kind: 'grace', lateFeeCents: 0, daysLate: 1, daysLeft: 29, projectedCents: 4650 },
    ],
    [
      'on the extended deadline',
      '2026-03-06',
      { kind: 'grace', lateFeeCents: 0, daysLate: 30, daysLeft: 0, projectedCents: 4650 },
    ],
    // 1.5% of $100 for each of the 31 days since the due date.
    [
      'the day after the extended deadline',
      '2026-03-07',
      { kind: 'overdue', lateFeeCents: 4650, daysLate: 31 },
    ],
    ['a day later', '2026-03-08', { kind: 'overdue', lateFeeCents: 4800, daysLate: 32 }],
  ])('%s', (_case, today, state) => {
    expect(lateFeeStateOf(unpaid(today))).toEqual(state);
  });

  it.each([
    ['1 day on $3.33: 4.995 cents, half up', 333, 1, 5],
    ['3 days on $3.33: 14.985 cents', 333, 3, 15],
    ['1 day on $3.00: 4.5 cents, half up', 300, 1, 5],
    ['1 day on $2.99: 4.485 cents, down', 299, 1, 4],
    ['nothing on nothing due', 0, 40, 0],
    ['nothing on a credit', -500, 40, 0],
  ])('%s', (_case, totalDue, periods, fee) => {
    expect(lateFeeCents(totalDue, periods, TERMS)).toBe(fee);
  });

  it('stops at the cap', () => {
    const capped = { ...TERMS, lateFeeCapMilliPercent: 25_000 };
    expect(lateFeeStateOf(unpaid('2026-03-07', { terms: capped }))).toEqual({
      kind: 'overdue',
      lateFeeCents: 2500,
      daysLate: 31,
    });
    expect(lateFeeCents(10_000, 10, capped)).toBe(1500);
  });

  it('counts begun months when charged monthly', () => {
    const monthly = { ...TERMS, lateFeePeriod: 'month' as const };
    expect(periodsLate('2026-02-04', '2026-02-04', 'month')).toBe(0);
    expect(periodsLate('2026-02-04', '2026-02-05', 'month')).toBe(1);
    expect(periodsLate('2026-02-04', '2026-03-04', 'month')).toBe(1);
    expect(periodsLate('2026-02-04', '2026-03-05', 'month')).toBe(2);
    expect(periodsLate('2026-01-31', '2026-02-28', 'month')).toBe(1);
    // The first charged day, 7 March, lies in the second month after 4 February: 2 x 1.5%.
    expect(lateFeeStateOf(unpaid('2026-03-07', { terms: monthly }))).toMatchObject({ lateFeeCents: 300 });
  });

  it('keeps the late fee an invoice was paid with, whatever the day', () => {
    expect(lateFeeStateOf(unpaid('2027-01-01', { hasPaid: true, paidLateFeeCents: 1234 }))).toEqual({
      kind: 'paid',
      lateFeeCents: 1234,
    });
    expect(lateFeeStateOf(unpaid('2026-01-10', { hasPaid: true }))).toEqual({
      kind: 'paid',
      lateFeeCents: 0,
    });
  });

  it('charges nothing when staff waive the late fee, but still says how late it is', () => {
    expect(lateFeeStateOf(unpaid('2026-03-20', { hideLateFees: true }))).toEqual({
      kind: 'waived',
      lateFeeCents: 0,
      daysLate: 44,
    });
    expect(
      lateFeeStateOf(unpaid('2026-03-20', { hideLateFees: true, hasPaid: true, paidLateFeeCents: 900 })),
    ).toEqual({ kind: 'paid', lateFeeCents: 0 });
  });
});

describe('percentages from configuration', () => {
  it.each([
    ['1.5', 1500],
    ['10', 10_000],
    ['0.125', 125],
    [' 2.25 ', 2250],
    ['100', 100_000],
  ])('%j is %i thousandths of a percent', (text, milli) => {
    expect(parsePercent(text)).toBe(milli);
  });

  it.each(['', '-1', '1.2345', 'abc', '1e2', '1,5'])('refuses %j', (text) => {
    expect(() => parsePercent(text)).toThrow(RangeError);
  });
});

describe('invoice totals', () => {
  it('adds signed adjustments and the late fee to the fee', () => {
    expect(invoiceTotals(6500, [1000, -250], 100)).toEqual({
      adjustmentsCents: 750,
      totalDueCents: 7250,
      totalCents: 7350,
    });
  });
});

describe('invoice rules, for any invoice', () => {
  const kgal = fc.option(
    fc.integer({ min: 0, max: 50_000_000 }).map((thousandths) => thousandths / 1000),
    { nil: null },
  );
  const items = fc.array(
    fc.record({ month1: kgal, month2: kgal, month3: kgal, flag: fc.constantFrom(null, 'E') }),
    { maxLength: 12 },
  );
  const terms = fc.record({
    rateCentsPerMillionGallons: fc.integer({ min: 0, max: 100_000 }),
    dueDays: fc.integer({ min: 0, max: 90 }),
    lateFeeMilliPercent: fc.integer({ min: 0, max: 10_000 }),
    lateFeePeriod: fc.constantFrom('day' as const, 'month' as const),
    lateFeeCapMilliPercent: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  });

  it('totals are the fee plus adjustments plus the late fee, and no fee or late fee is negative', () => {
    fc.assert(
      fc.property(
        items,
        terms,
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 5 }),
        fc.integer({ min: -60, max: 800 }),
        (billable, invoiceTerms, adjustments, offset) => {
          const { feeCents } = invoiceFee(billable, invoiceTerms.rateCentsPerMillionGallons);
          const dates = invoiceDates('2026-01-05', invoiceTerms.dueDays);
          const due = invoiceTotals(feeCents, adjustments, 0);
          const state = lateFeeStateOf({
            ...unpaid(addDays(dates.dueDate, offset)),
            ...dates,
            terms: invoiceTerms,
            totalDueCents: due.totalDueCents,
          });
          const totals = invoiceTotals(feeCents, adjustments, state.lateFeeCents);
          expect(feeCents).toBeGreaterThanOrEqual(0);
          expect(state.lateFeeCents).toBeGreaterThanOrEqual(0);
          expect(totals.totalCents).toBe(
            feeCents + adjustments.reduce((a, b) => a + b, 0) + state.lateFeeCents,
          );
        },
      ),
    );
  });

  it('bills the rounded non-exempt total once', () => {
    fc.assert(
      fc.property(items, (billable) => {
        const thousandths = billable
          .filter((line) => line.flag !== 'E')
          .flatMap((line) => [line.month1, line.month2, line.month3])
          .reduce<number>((sum, value) => sum + Math.round((value ?? 0) * 1000), 0);
        const rounded = roundQuarterKgal(thousandths / 1000);
        expect(invoiceFee(billable, 6500)).toEqual({
          billedKgal: rounded,
          feeCents: billedAmountCents(rounded),
        });
      }),
    );
  });

  it('never lowers the late fee as days pass, and projects what the first charged day charges', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 10_000_000 }), (invoiceTerms, totalDueCents) => {
        const dates = invoiceDates('2026-01-05', invoiceTerms.dueDays);
        const on = (offset: number) =>
          lateFeeStateOf({
            ...unpaid(addDays(dates.dueDate, offset)),
            ...dates,
            terms: invoiceTerms,
            totalDueCents,
          });
        const grace = on(1);
        const firstCharged = on(31);
        expect(grace.kind).toBe('grace');
        expect(firstCharged.kind).toBe('overdue');
        if (grace.kind === 'grace') expect(grace.projectedCents).toBe(firstCharged.lateFeeCents);
        let previous = 0;
        for (const offset of [31, 32, 45, 60, 61, 120, 365]) {
          const fee = on(offset).lateFeeCents;
          expect(fee).toBeGreaterThanOrEqual(previous);
          previous = fee;
        }
      }),
    );
  });
});
