/** What of an invoice says whether the accounting service's copy is current. */
export interface AccountingSyncState {
  accountingInvoiceId: string | null;
  /** Counts the changes to what the invoice asks. */
  revision: number;
  /** The revision the last sync sent; null before the first. */
  accountingSyncedRevision: number | null;
}

/**
 * Synced, but changed since: the books show an older invoice. An invoice never synced is not out of
 * date, it is not synced at all.
 */
export function isAccountingOutOfDate(invoice: AccountingSyncState): boolean {
  if (invoice.accountingInvoiceId === null) return false;
  return invoice.accountingSyncedRevision === null || invoice.accountingSyncedRevision < invoice.revision;
}
