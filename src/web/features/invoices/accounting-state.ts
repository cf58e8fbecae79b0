import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';

export type AccountingState = 'synced' | 'out-of-date' | 'not-synced';

/**
 * Where an invoice stands with the books: never synced, synced as it is, or synced and changed since
 * (an adjustment, a late-fee toggle, a regeneration, a payment) so the books show an older version.
 * An out-of-date invoice is still in the books: it counts as synced wherever only that matters.
 */
export function accountingStateOf(
  invoice: Pick<InvoiceSummary, 'accountingInvoiceId' | 'accountingOutOfDate'>,
): AccountingState {
  if (!invoice.accountingInvoiceId) return 'not-synced';
  return invoice.accountingOutOfDate ? 'out-of-date' : 'synced';
}
