import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DailyPumpageRow } from '../../../shared/contracts/dashboard';
import {
  type HistoricPumpageRow,
  historicWellPumpagesEndpoint,
  HOUR_FIELDS,
  type HourlyPumpageRow,
  hourlyWellPumpageEndpoint,
  MONTH_FIELDS,
} from '../../../shared/contracts/water-data';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { listWellsEndpoint } from '../../../shared/contracts/wells';
import { dailyWellPumpageEndpoint } from '../../../shared/contracts/dashboard';

const WELLS = listWellsEndpoint.path;
const MONTHLY = historicWellPumpagesEndpoint.path;
const DAILY = dailyWellPumpageEndpoint.path;
const HOURLY = hourlyWellPumpageEndpoint.path;
const SLOW = { timeout: 30_000 };
/** Tables of 26 columns render slowly in jsdom on a busy machine. */
const LONG_TEST = 90_000;

const wellRows = [
  { id: 5, wellNumber: 'EB-105', clientName: 'Red Stick Water Company', clientWellName: 'North' },
  { id: 6, wellNumber: 'EB-106', clientName: 'Red Stick Water Company', clientWellName: null },
];

function monthlyRow(year: number, january: number | null, february: number | null): HistoricPumpageRow {
  const months = Object.fromEntries(MONTH_FIELDS.map((month) => [month, null]));
  const total = january === null && february === null ? null : (january ?? 0) + (february ?? 0);
  return { year, ...months, january, february, total } as HistoricPumpageRow;
}

const dailyRows: DailyPumpageRow[] = [
  {
    date: '2025-03-01',
    year: 2025,
    monthName: 'March',
    dayName: 'Saturday',
    formattedDate: '03/01/2025',
    dailyPumpage: 12.5,
  },
  {
    date: '2025-03-02',
    year: 2025,
    monthName: 'March',
    dayName: 'Sunday',
    formattedDate: '03/02/2025',
    dailyPumpage: null,
  },
];

const hourlyRow = {
  year: 2025,
  monthName: 'March',
  dayName: 'Saturday',
  formattedDate: '03/01/2025',
  date: '2025-03-01',
  ...Object.fromEntries(HOUR_FIELDS.map((field, hour) => [field, hour === 7 ? 4.25 : null])),
} as HourlyPumpageRow;

function mockWaterData(
  monthly: HistoricPumpageRow[] = [monthlyRow(2025, 1234.5, 0), monthlyRow(2024, null, null)],
) {
  return mockApi({
    [WELLS]: () => jsonResponse({ message: '2 wells found.', data: wellRows }),
    [MONTHLY]: () => jsonResponse({ message: 'ok', data: monthly }),
    [DAILY]: () => jsonResponse({ message: 'OK', data: dailyRows }),
    [HOURLY]: () => jsonResponse({ message: 'ok', data: [hourlyRow] }),
  });
}

function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => sentBody(init));
}

/** Captures what downloadText saves: the file name and the text. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      lastBlob = blob;
      return 'blob:test';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}

async function csvLines(blob: Blob | undefined) {
  return (await blob?.text())
    ?.replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
}

describe('the water data page', () => {
  beforeAll(() => import('./water-data-page'), 60_000);
  afterEach(() => vi.restoreAllMocks());

  it(
    'shows Monthly, Daily and Hourly tabs to an Admin, each exporting its rows as export_tab_{n}.csv',
    async () => {
      signInAs();
      const fetchMock = mockWaterData();
      const saved = captureDownloads();
      const { user } = renderApp('/well/water-data?wellId=5');

      const monthly = await screen.findByRole('table', { name: 'Monthly pumpage' }, SLOW);
      // January and the year's total.
      expect(await within(monthly).findAllByText('1,234.5')).toHaveLength(2);
      const year = new Date().getFullYear();
      expect(bodiesSentTo(fetchMock, MONTHLY)).toEqual([{ wellId: 5, startYear: year - 9, endYear: year }]);
      const tabs = within(screen.getByRole('tablist', { name: 'Water data tabs' })).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        'Monthly (1000 gal)',
        'Daily (1000 gal)',
        'Hourly (1000 gal)',
      ]);
      expect(screen.getByRole('combobox', { name: 'Well' })).toHaveValue('EB-105 - Red Stick Water Company');

      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved.at(-1)?.name).toBe('export_tab_1.csv'));
      expect(await csvLines(saved.at(-1)?.blob)).toEqual([
        ['year', ...MONTH_FIELDS, 'total'].join(','),
        `2025,1234.5,0${','.repeat(11)}1234.5`,
        `2024,${','.repeat(12)}`,
      ]);

      await user.click(screen.getByRole('tab', { name: 'Daily (1000 gal)' }));
      const daily = await screen.findByRole('table', { name: 'Daily pumpage' });
      expect(await within(daily).findByText('03/02/2025')).toBeInTheDocument();
      expect(within(daily).getByText('12.5')).toBeInTheDocument();
      expect(bodiesSentTo(fetchMock, DAILY)[0]).toMatchObject({ wellId: 5 });
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved.at(-1)?.name).toBe('export_tab_2.csv'));
      expect(await csvLines(saved.at(-1)?.blob)).toEqual([
        'year,monthName,dayName,formattedDate,dailyPumpage',
        '2025,March,Saturday,03/01/2025,12.5',
        '2025,March,Sunday,03/02/2025,',
      ]);

      await user.click(screen.getByRole('tab', { name: 'Hourly (1000 gal)' }));
      const hourly = await screen.findByRole('table', { name: 'Hourly pumpage' });
      expect(await within(hourly).findByText('4.25')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved.at(-1)?.name).toBe('export_tab_3.csv'));
      const hourlyCsv = await csvLines(saved.at(-1)?.blob);
      expect(hourlyCsv?.[0]).toBe(
        ['year', 'monthName', 'dayName', 'formattedDate', ...HOUR_FIELDS].join(','),
      );
      expect(hourlyCsv?.[1]).toBe(`2025,March,Saturday,03/01/2025,${',,,,,,,'}4.25${','.repeat(16)}`);
    },
    LONG_TEST,
  );

  it('has no Hourly tab for a Researcher and never asks for hourly data', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const fetchMock = mockWaterData();
    renderApp('/well/water-data?wellId=5');
    await screen.findByRole('table', { name: 'Monthly pumpage' }, SLOW);
    const tabs = within(screen.getByRole('tablist', { name: 'Water data tabs' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Monthly (1000 gal)', 'Daily (1000 gal)']);
    expect(bodiesSentTo(fetchMock, HOURLY)).toEqual([]);
  });

  it('says when the period has no data and offers no export', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    mockWaterData([monthlyRow(2025, null, null)]);
    renderApp('/client/well/water-data?wellId=6');
    expect(await screen.findByText('No data for this period.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('tab', { name: /Hourly/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Well Usage Report' })).toHaveAttribute(
      'href',
      '/client/well/well-usage-report?wellId=6',
    );
  });

  it('shows the server’s message when the well cannot be shown', async () => {
    signInAs();
    mockApi({
      [WELLS]: () => jsonResponse({ message: '2 wells found.', data: wellRows }),
      [MONTHLY]: () => jsonResponse({ message: 'Well not found.' }, 404),
    });
    renderApp('/well/water-data?wellId=99');
    expect(await screen.findByText('Well not found.', {}, SLOW)).toBeInTheDocument();
  });

  it(
    'keeps the chosen well in the URL and asks for a chosen period',
    async () => {
      signInAs();
      const fetchMock = mockWaterData();
      const { user, router } = renderApp('/well/water-data');
      expect(await screen.findByText('Choose a well to see its pumpage.', {}, SLOW)).toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: 'Well' }));
      await user.keyboard('106');
      await user.click(await screen.findByRole('option', { name: /EB-106/ }));
      await waitFor(() => expect(router.state.location.search).toBe('?wellId=6'));
      expect(screen.getByRole('link', { name: 'Well Usage Report' })).toHaveAttribute(
        'href',
        '/well/well-usage-report?wellId=6',
      );
      await screen.findByRole('table', { name: 'Monthly pumpage' });

      const form = screen.getByRole('form', { name: 'Monthly period' });
      await user.click(within(form).getByRole('combobox', { name: 'Start Year' }));
      await user.click(await screen.findByRole('option', { name: '2001' }));
      await user.click(within(form).getByRole('button', { name: 'Show' }));
      await waitFor(() =>
        expect(bodiesSentTo(fetchMock, MONTHLY).at(-1)).toEqual({
          wellId: 6,
          startYear: 2001,
          endYear: new Date().getFullYear(),
        }),
      );
    },
    LONG_TEST,
  );

  it(
    'refuses a period longer than the tab allows',
    async () => {
      signInAs();
      const fetchMock = mockWaterData();
      const { user } = renderApp('/well/water-data?wellId=5');
      await screen.findByRole('table', { name: 'Monthly pumpage' }, SLOW);
      await user.click(screen.getByRole('tab', { name: 'Hourly (1000 gal)' }));
      const form = await screen.findByRole('form', { name: 'Hourly period' });
      const start = within(form).getByLabelText('Start Date');
      await user.clear(start);
      await user.type(start, '2020-01-01');
      await user.click(within(form).getByRole('button', { name: 'Show' }));
      expect(await within(form).findByText(/Choose at most 31 days/)).toBeInTheDocument();
      expect(bodiesSentTo(fetchMock, HOURLY)).toHaveLength(1);
    },
    LONG_TEST,
  );
});
