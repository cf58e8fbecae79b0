import { describe, expect, it } from 'vitest';
import { isAccountingOutOfDate } from './accounting-sync';

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
