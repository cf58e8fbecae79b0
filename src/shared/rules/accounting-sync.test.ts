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
});
