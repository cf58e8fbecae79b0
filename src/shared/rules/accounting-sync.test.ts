import { describe, expect, it } from 'vitest';
import { accountingCustomerName, invoiceBookLines, isAccountingOutOfDate } from './accounting-sync';

describe('isAccountingOutOfDate', () => {
  it.each([
    { accountingInvoiceId: null, revision: 0, accountingSyncedRevision: null, outOfDate: false },
    { accountingInvoiceId: null, revision: 3, accountingSyncedRevision: 1, outOfDate: false },
    { accountingInvoiceId: '145', revision: 0, accountingSyncedRevision: 0, outOfDate: false },
    { accountingInvoiceId: '145', revision: 2, accountingSyncedRevision: 2, outOfDate: false },
    { accountingInvoiceId: '145', revision: 3, accountingSyncedRevision: 2, outOfDate: true },
    // Synced before revisions were counted: assume the worst.
    { accountingInvoiceId: '145', revision: 0, accountingSyncedRevision: null, outOfDate: true },
  ])('$accountingInvoiceId at revision $revision synced at $accountingSyncedRevision: $outOfDate', (row) => {
    expect(isAccountingOutOfDate(row)).toBe(row.outOfDate);
  });
});

describe('accountingCustomerName', () => {
  it.each([
    ['Smith Farms LLC', false, 'Smith Farms LLC'],
    ['Smith: North Farm', false, 'Smith- North Farm'],
    ['  Delta\tRice \n Co  ', false, 'Delta Rice Co'],
    ['', false, 'Client 42'],
    [':::', false, '---'],
    ['Smith Farms LLC', true, 'Smith Farms LLC (client 42)'],
  ])('%j (disambiguate %s) is %j', (name, disambiguate, expected) => {
    expect(accountingCustomerName(name, 42, disambiguate)).toBe(expected);
  });

  it('keeps within 500 characters, the suffix included', () => {
    const long = 'A'.repeat(600);
    expect(accountingCustomerName(long, 42)).toHaveLength(500);
    const disambiguated = accountingCustomerName(long, 42, true);
    expect(disambiguated).toHaveLength(500);
    expect(disambiguated.endsWith(' (client 42)')).toBe(true);
  });
});

describe('invoiceBookLines', () => {
  const invoice = {
    year: 2026,
    quarter: 3,
    gallons: 12345.5,
    rateCentsPerMillionGallons: 6500,
    feeCents: 80246,
    adjustments: [] as { reason: string; valueCents: number }[],
    lateFeeCents: 0,
  };

  it.each([
    { name: 'the fee alone', change: {}, amounts: [80246] },
    {
      name: 'adjustments, credits negative',
      change: {
        adjustments: [
          { reason: 'Meter error', valueCents: -1000 },
          { reason: 'Re-read', valueCents: 250 },
        ],
      },
      amounts: [80246, -1000, 250],
    },
    { name: 'a late fee', change: { lateFeeCents: 1204 }, amounts: [80246, 1204] },
    { name: 'no pumpage', change: { feeCents: 0, gallons: 0 }, amounts: [0] },
  ])('$name', ({ change, amounts }) => {
    const lines = invoiceBookLines({ ...invoice, ...change });
    expect(lines.map((line) => line.amountCents)).toEqual(amounts);
  });

  it('describes each line', () => {
    const lines = invoiceBookLines({
      ...invoice,
      adjustments: [{ reason: 'Meter error', valueCents: -1000 }],
      lateFeeCents: 5,
    });
    expect(lines.map((line) => line.description)).toEqual([
      'Groundwater pumpage, Q3 2026: 12,345.5 thousand gallons at $65.00 per million gallons',
      'Adjustment: Meter error',
      'Late fee',
    ]);
  });

  describe('a quarter billed at more than one rate', () => {
    const rateLines = [
      {
        fromOn: '2026-07-01',
        toOn: '2026-07-31',
        rateCentsPerMillionGallons: 2000,
        billedKgal: 10_000,
        feeCents: 20_000,
      },
      {
        fromOn: '2026-08-01',
        toOn: '2026-09-30',
        rateCentsPerMillionGallons: 6500,
        billedKgal: 20_000,
        feeCents: 130_000,
      },
    ];
    const split = { ...invoice, gallons: 30_000, feeCents: 150_000, rateLines, lateFeeCents: 5 };

    it('books a line per rate, naming its days, then the rest', () => {
      expect(invoiceBookLines(split).map((line) => [line.description, line.amountCents])).toEqual([
        [
          'Groundwater pumpage, Q3 2026, Jul 1 – Jul 31, 2026: 10,000 thousand gallons at $20.00 per million gallons',
          20_000,
        ],
        [
          'Groundwater pumpage, Q3 2026, Aug 1 – Sep 30, 2026: 20,000 thousand gallons at $65.00 per million gallons',
          130_000,
        ],
        ['Late fee', 5],
      ]);
    });

    it.each([
      ['one line', { rateLines: rateLines.slice(1), feeCents: 130_000 }],
      ['lines that do not add up to the fee', { feeCents: 150_001 }],
    ])('books the fee as one line for %s', (_case, change) => {
      const [fee] = invoiceBookLines({ ...split, ...change });
      expect(fee?.description).toBe(
        'Groundwater pumpage, Q3 2026: 30,000 thousand gallons at $65.00 per million gallons',
      );
      expect(fee?.amountCents).toBe(change.feeCents);
    });
  });
});
