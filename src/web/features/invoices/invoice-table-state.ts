import type { PaginationState, SortingState } from '@tanstack/react-table';
import { z } from 'zod';
import { DEFAULT_INVOICE_PAGE_SIZE, type InvoicePageQuery } from '../../../shared/contracts/invoice-lists';
import { isInvoiceSortColumn } from './invoice-columns';

export const INVOICE_TABLE_STATE_KEY = 'invoice-table-state';

export const invoiceTableStateSchema = z.object({
  pagination: z.object({ pageIndex: z.number().int().min(0), pageSize: z.number().int() }),
  sorting: z.array(z.object({ id: z.string(), desc: z.boolean() })),
});
export type InvoiceTableState = { pagination: PaginationState; sorting: SortingState };

export const INITIAL_INVOICE_TABLE_STATE: InvoiceTableState = {
  pagination: { pageIndex: 0, pageSize: DEFAULT_INVOICE_PAGE_SIZE },
  sorting: [{ id: 'period', desc: true }],
};

let clearedThisLoad = false;

/**
 * The table's page and sort are kept while the user moves about the app, and forgotten when the
 * app is loaded afresh (a reload, or an invoice opened in a new tab): the first visit of a load
 * clears what an earlier load left.
 */
export function clearInvoiceTableStateOncePerLoad(): void {
  if (clearedThisLoad) return;
  clearedThisLoad = true;
  try {
    localStorage.removeItem(INVOICE_TABLE_STATE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

export function invoicePageQueryOf({ pagination, sorting }: InvoiceTableState): InvoicePageQuery {
  const [first] = sorting;
  const sortBy = first && isInvoiceSortColumn(first.id) ? first.id : 'period';
  return {
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sortBy,
    sortDirection: first && !first.desc ? 'asc' : 'desc',
  };
}

/** A new search starts on the first page: the stored page goes back before the table reads it. */
export function resetStoredInvoicePage(): void {
  try {
    const raw = localStorage.getItem(INVOICE_TABLE_STATE_KEY);
    const stored = raw === null ? null : invoiceTableStateSchema.safeParse(JSON.parse(raw));
    if (!stored?.success) return;
    const reset = { ...stored.data, pagination: { ...stored.data.pagination, pageIndex: 0 } };
    localStorage.setItem(INVOICE_TABLE_STATE_KEY, JSON.stringify(reset));
  } catch {
    // Storage disabled or its value unreadable: the table starts from its defaults anyway.
  }
}
