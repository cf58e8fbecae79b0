import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DailyPumpageRow } from '../../../shared/contracts/dashboard';
import { currentYearInvoicesEndpoint, type InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { invoiceSummary } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { listClientsEndpoint } from '../../../shared/contracts/clients';
import { listMapWellsEndpoint } from '../../../shared/contracts/wells';
import {
  dailyWellPumpageEndpoint,
  listClientWellsEndpoint,
  pumpageVolumesForChartEndpoint,
} from '../../../shared/contracts/dashboard';

vi.mock('./well-map', () => ({ default: () => <div data-testid="map" /> }));

const WELLS = [
  { id: 11, wellNumber: 'EB-100', clientWellName: 'Plant A', isActive: true },
  { id: 12, wellNumber: 'EB-200', clientWellName: null, isActive: false },
];

function dailyRows(wellId: number): DailyPumpageRow[] {
  return Array.from({ length: 7 }, (_, index) => ({
    date: `2026-03-0${index + 1}`,
    year: 2026,
    monthName: 'March',
    dayName: 'Monday',
    formattedDate: `03/0${index + 1}/2026`,
    dailyPumpage: index === 3 ? null : wellId + index / 8,
  }));
}

function mockDashboard(
  options: { clients?: { id: number; name: string }[]; invoices?: InvoiceSummary[] } = {},
) {
  return mockApi({
    [listClientsEndpoint.path]: () =>
      jsonResponse({ message: 'OK', data: options.clients ?? [{ id: 5, name: 'Red Stick Water Company' }] }),
    [listMapWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
    [pumpageVolumesForChartEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
    [currentYearInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: options.invoices ?? [] }),
    [listClientWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: WELLS }),
    [dailyWellPumpageEndpoint.path]: (_url, init) => {
      const { wellId } = sentBody(init) as { wellId: number };
      return jsonResponse({ message: 'OK', data: dailyRows(wellId) });
    },
  });
}

/** The page, its panels and its widgets are lazy chunks; a busy machine takes a while to load them. */
const FIRST_RENDER = { timeout: 10_000 };

function calledPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

describe('the owner dashboard', () => {
  it('shows an owner the client title, this year’s invoices and the daily volume of a chosen well', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    const fetchMock = mockDashboard();
    const { user } = renderApp('/client/dashboard');

    expect(
      await screen.findByRole('heading', { name: 'Red Stick Water Company' }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(await screen.findByText('No Invoices for current year', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('Data not available', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain(`${currentYearInvoicesEndpoint.path}?clientId=5`);
    expect(calledPaths(fetchMock)).toContain(`${listClientWellsEndpoint.path}?clientId=5`);

    const daily = await screen.findByRole('table', { name: 'Daily Volume' }, FIRST_RENDER);
    await waitFor(() => expect(bodyRows(daily)).toHaveLength(7), FIRST_RENDER);
    expect(bodyRows(daily)[0]).toHaveTextContent('03/01/2026Monday11.000');
    expect(bodyRows(daily)[3]).toHaveTextContent('No reading');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Well' }),
      screen.getByRole('option', { name: 'EB-200 (inactive)' }),
    );
    await waitFor(() => expect(bodyRows(daily)[0]).toHaveTextContent('12.000'));
    const dailyCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('GetDailyWellPumpageData'),
    );
    expect(dailyCalls.map(([, init]) => sentBody(init))).toEqual([{ wellId: 11 }, { wellId: 12 }]);
  });

  it('lists invoices with their total and the action the spec gives each state', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    mockDashboard({
      invoices: [
        invoiceSummary({
          id: 3,
          invoiceNumber: 'INV-3',
          title: 'Q1 2026',
          quater: 1,
          totalAmount: 1234.5,
          hasPaid: true,
          lateFee: { kind: 'paid', daysLate: 0, daysLeft: null },
          dueDate: '2026-04-30',
        }),
        invoiceSummary({
          id: 4,
          invoiceNumber: 'INV-4',
          title: 'Q2 2026',
          quater: 2,
          totalAmount: 86.5,
          dueDate: '2026-07-31',
          lateFee: { kind: 'grace', daysLate: 3, daysLeft: 27 },
        }),
      ],
    });
    renderApp('/client/dashboard');
    const table = await screen.findByRole('table', { name: 'Current Year Invoices' }, FIRST_RENDER);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2), FIRST_RENDER);
    expect(bodyRows(table)[0]).toHaveTextContent('INV-3Q1 2026Q104/30/2026$1,234.50Paid');
    // The states in the words of the invoice lists.
    expect(bodyRows(table)[1]).toHaveTextContent('Past due');
    expect(
      within(bodyRows(table)[0] as HTMLElement).getByRole('link', { name: 'View Invoice' }),
    ).toHaveAttribute('href', '/client/payment/view-invoice/3');
    expect(
      within(bodyRows(table)[1] as HTMLElement).getByRole('link', { name: 'Make Payment' }),
    ).toHaveAttribute('href', '/client/payment/make-payment/4');
  });

  it('lets someone of several clients choose whose invoices and wells to see', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5, 9] });
    const fetchMock = mockDashboard({
      clients: [
        { id: 5, name: 'Red Stick Water Company' },
        { id: 9, name: 'Zachary Utilities' },
      ],
    });
    const { user } = renderApp('/client/dashboard');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Client' }, FIRST_RENDER),
      screen.getByRole('option', { name: 'Zachary Utilities' }),
    );
    await waitFor(() =>
      expect(calledPaths(fetchMock)).toContain(`${currentYearInvoicesEndpoint.path}?clientId=9`),
    );
    expect(calledPaths(fetchMock)).toContain(`${listClientWellsEndpoint.path}?clientId=9`);
  });

  it('shows level 20 the client title but neither invoices nor daily volume', async () => {
    signInAs({ role: ['Metered User'], accessLevel: 20, clientIds: [5] });
    const fetchMock = mockDashboard();
    renderApp('/client/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Red Stick Water Company' }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(await screen.findByText('Data not available', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Well Map' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current Year Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daily Volume' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).some((path) => path.includes('GetCurrentYearInvoices'))).toBe(false);
  });

  it('shows staff the map and chart only, on either dashboard', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50, clientIds: [] });
    const fetchMock = mockDashboard();
    renderApp('/client/dashboard');
    expect(await screen.findByText('Data not available', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Water Usage' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current Year Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daily Volume' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).some((path) => path.includes('GetAllClients'))).toBe(false);
  });
});

describe('the staff dashboard', () => {
  it('shows the map and the chart, without owner widgets', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100, clientIds: [] });
    mockDashboard();
    renderApp('/dashboard');
    expect(await screen.findByRole('region', { name: 'Well Map' }, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('Showing 0 wells', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('Data not available', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current Year Invoices' })).not.toBeInTheDocument();
  });
});
