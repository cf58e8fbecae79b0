import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearInvoiceTableStateOncePerLoad,
  INVOICE_TABLE_STATE_KEY,
  invoicePageQueryOf,
  resetStoredInvoicePage,
} from './invoice-table-state';

const stored = () => JSON.parse(localStorage.getItem(INVOICE_TABLE_STATE_KEY) ?? 'null') as unknown;
const state = (pageIndex: number) => ({
  pagination: { pageIndex, pageSize: 150 },
  sorting: [{ id: 'clientName', desc: false }],
});

describe('the invoice table state', () => {
  beforeEach(() => localStorage.clear());

  it('is cleared on the first visit of a load only, and kept while moving about the app', () => {
    localStorage.setItem(INVOICE_TABLE_STATE_KEY, JSON.stringify(state(3)));
    clearInvoiceTableStateOncePerLoad();
    expect(stored()).toBeNull();
    localStorage.setItem(INVOICE_TABLE_STATE_KEY, JSON.stringify(state(2)));
    clearInvoiceTableStateOncePerLoad();
    expect(stored()).toEqual(state(2));
  });

  it('goes back to the first page for a new search, keeping size and sort', () => {
    localStorage.setItem(INVOICE_TABLE_STATE_KEY, JSON.stringify(state(4)));
    resetStoredInvoicePage();
    expect(stored()).toEqual(state(0));
  });

  it.each([
    [state(2), { page: 3, pageSize: 150, sortBy: 'clientName', sortDirection: 'asc' }],
    [
      { ...state(0), sorting: [{ id: 'totalAmount', desc: true }] },
      { page: 1, pageSize: 150, sortBy: 'period', sortDirection: 'desc' },
    ],
    [
      { ...state(0), sorting: [] },
      { page: 1, pageSize: 150, sortBy: 'period', sortDirection: 'desc' },
    ],
  ])('asks the server for %j as %j', (tableState, query) => {
    expect(invoicePageQueryOf(tableState)).toEqual(query);
  });
});
