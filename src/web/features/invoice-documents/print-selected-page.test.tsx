import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoicesReportEndpoint } from '../../../shared/contracts/invoice-documents';
import { listInvoicesEndpoint } from '../../../shared/contracts/invoice-lists';
import { POPUPS_BLOCKED } from '../../lib/open-document';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { invoiceSummary } from '../../test/factories/invoices';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { idsFromQuery, MERGE_FAILED, NO_INVOICES_SELECTED } from './print-selected-page';

const SLOW = { timeout: 30_000 };
const ROWS = [
  invoiceSummary({ id: 4, invoiceNumber: '2026-Q1-00004' }),
  invoiceSummary({ id: 9, invoiceNumber: '2026-Q1-00009' }),
];

function mockPrint(merged: () => Response) {
  return mockApi({
    ...LOOKUP_ANSWERS,
    [listInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: ROWS, totalCount: ROWS.length }),
    [invoicesReportEndpoint.path]: merged,
  });
}

const pdfResponse = () => new Response('%PDF-1.4 merged', { headers: { 'content-type': 'application/pdf' } });

afterEach(() => vi.restoreAllMocks());

describe('idsFromQuery', () => {
  it.each([
    ['4,9', [4, 9]],
    ['9, 4,9', [9, 4]],
    ['', []],
    [null, []],
    ['a,0,-3,2.5,7', [7]],
  ])('reads %j as %j', (text, ids) => {
    expect(idsFromQuery(text)).toEqual(ids);
  });
});

describe('the print page', () => {
  beforeAll(() => import('./print-selected-page'), 60_000);

  it('says so when no invoice is selected', async () => {
    signInAs();
    mockPrint(pdfResponse);
    renderApp('/invoice/print-selected');
    expect(await screen.findByText(NO_INVOICES_SELECTED, {}, SLOW)).toBeInTheDocument();
  });

  it('lists the invoices and opens their merged PDF in the tab it opened at the click', async () => {
    signInAs();
    const fetchMock = mockPrint(pdfResponse);
    const tab = { location: { href: '' }, opener: {}, close: vi.fn(), closed: false } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:merged');
    const { user } = renderApp('/invoice/print-selected?ids=4,9');
    expect(await screen.findByText('2026-Q1-00009', {}, SLOW)).toBeInTheDocument();
    const [, listInit] =
      fetchMock.mock.calls.find(([url]) => String(url).startsWith(listInvoicesEndpoint.path)) ?? [];
    expect(sentBody(listInit)).toEqual({ invoiceIds: [4, 9] });

    await user.click(screen.getByRole('button', { name: 'Print All' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:merged'));
    expect(open).toHaveBeenCalledTimes(1);
    const merged = fetchMock.mock.calls.find(([url]) => String(url).startsWith(invoicesReportEndpoint.path));
    expect(new URL(String(merged?.[0]), 'http://test').searchParams.get('ids')).toBe('4,9');
    expect(screen.getByText('The PDF opened in a new tab.')).toBeInTheDocument();
  });

  it('asks to allow pop-ups when the tab is blocked, and says when the merge failed', async () => {
    signInAs();
    mockPrint(() => jsonResponse({ message: 'Invoice not found' }, 404));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/invoice/print-selected?ids=4');
    await screen.findByText('2026-Q1-00004', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Print All' }));
    expect(alert).toHaveBeenCalledWith(POPUPS_BLOCKED);

    const tab = { location: { href: '' }, opener: {}, close: vi.fn(), closed: false } as unknown as Window;
    open.mockReturnValue(tab);
    await user.click(screen.getByRole('button', { name: 'Print All' }));
    expect(await screen.findByText(new RegExp(MERGE_FAILED.replace('.', '\\.')))).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
