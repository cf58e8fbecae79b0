import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  downloadPublicPumpageEndpoint,
  getPublicSummaryEndpoint,
  getPublicWellsEndpoint,
} from '../../../shared/contracts/public-data';
import { districtLogoEndpoint } from '../../../shared/contracts/district';
import { getPublicMonitoringWellsEndpoint } from '../../../shared/contracts/monitoring-wells';
import type { WellMarkerMapProps } from '../../components/well-map/well-map';
import { jsonResponse, mockApi } from '../../test/api-mock';
import {
  publicPumpage,
  publicPumpageRow,
  publicSummary,
  publicSummaryAnswer,
  publicWell,
  publicWellsAnswer,
  unpublishedSummary,
} from '../../test/factories/public-data';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

// Leaflet is covered by the map's own tests (components/well-map); here the map lists its markers.
vi.mock('../../components/well-map/well-map', () => ({
  default: ({ markers, label }: WellMarkerMapProps) => (
    <div role="region" aria-label={label}>
      {markers
        .map((marker) => marker.fields.map((field) => `${field.label}: ${field.value}`).join(', '))
        .join(' | ')}
    </div>
  ),
}));

const SLOW = { timeout: 30_000 };

async function openPublicPage(handlers: Parameters<typeof mockApi>[0]) {
  // No monitoring well is published unless a test says otherwise.
  const fetchMock = mockApi({
    [getPublicMonitoringWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
    ...handlers,
  });
  const app = renderApp('/public');
  await waitFor(() => expect(screen.queryByLabelText('Loading the district’s public data')).toBeNull(), SLOW);
  return { ...app, fetchMock };
}

/** The rows of a table as text, a row's cells joined with " | ". */
function rowsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '').join(' | '));
}

function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));
}

describe('the public page', () => {
  beforeAll(() => import('./public-page'), 60_000);

  it('says so when the district publishes nothing, and offers the way to sign in', async () => {
    const { fetchMock } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(unpublishedSummary()),
    });
    expect(await screen.findByText(/The district does not publish any data here yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Public water data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('region', { name: 'Pumpage' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, getPublicWellsEndpoint.path)).toEqual([]);
  });

  it('shows the district, its rate and history, and the reporting calendar', async () => {
    await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(publicSummary({ pumpage: null })),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capital Area Groundwater District' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Capital Area Groundwater District logo' })).toHaveAttribute(
      'src',
      `${districtLogoEndpoint.path}?v=${encodeURIComponent('2026-01-05T12:00:00.000Z')}`,
    );
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '(225)-555-0100' })).toHaveAttribute(
      'href',
      'tel:2255550100',
    );
    expect(within(contact).getByRole('link', { name: 'info@district.test' })).toHaveAttribute(
      'href',
      'mailto:info@district.test',
    );
    const rate = screen.getByRole('region', { name: 'Pumping rate' });
    expect(rate).toHaveTextContent('$65.00per million gallons of non-exempt pumpage, since 01/01/2026');
    expect(rowsOf(within(rate).getByRole('table', { name: 'Rate history' }))).toEqual([
      'Effective | Rate per million gallons | Adopted | Public hearing | State',
      '01/01/2026 | $65.00 | 11/10/2025 | 11/05/2025 | In force',
      'From the start | $60.00 | — | — | Past',
    ]);
    const calendar = screen.getByRole('region', { name: 'Reporting calendar' });
    expect(calendar).toHaveTextContent(
      'report their pumpage quarterly, within 30 days after each period ends',
    );
    expect(rowsOf(within(calendar).getByRole('table', { name: 'Reporting periods' }))).toEqual([
      'Period | Days | Report due',
      expect.stringMatching(/^Q2 2026.* \| 04\/01\/2026 to 06\/30\/2026 \| 07\/30\/2026$/),
      'Q3 2026 | 07/01/2026 to 09/30/2026 | 10/30/2026',
    ]);
  });

  it('tables a year’s pumpage by parish, aquifer or use, exempt pumpage labelled apart', async () => {
    const { user } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(publicSummary({ landing: null })),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([]),
    });
    const pumpage = await screen.findByRole('region', { name: 'Pumpage' });
    expect(within(pumpage).getByLabelText('Year')).toHaveValue('2025');
    expect(rowsOf(within(pumpage).getByRole('table', { name: 'Pumpage 2025 by parish' }))).toEqual([
      'Parish | Wells | Non-exempt (kgal) | Exempt, not billed (kgal) | Total (kgal)',
      'East Baton Rouge | 3 | 1,000 | 250.5 | 1,250.5',
      'West Baton Rouge | 1 | 400 | 0 | 400',
      'All wells | 4 | 1,400 | 250.5 | 1,650.5',
    ]);

    await user.selectOptions(within(pumpage).getByLabelText('Group by'), 'Well use');
    expect(rowsOf(within(pumpage).getByRole('table', { name: 'Pumpage 2025 by well use' }))).toEqual([
      'Well use | Wells | Non-exempt (kgal) | Exempt, not billed (kgal) | Total (kgal)',
      'Domestic | 1 | 0 | 250.5 | 250.5',
      'Industrial | 3 | 1,400 | 0 | 1,400',
      'All wells | 4 | 1,400 | 250.5 | 1,650.5',
    ]);

    await user.selectOptions(within(pumpage).getByLabelText('Year'), '2024');
    expect(rowsOf(within(pumpage).getByRole('table', { name: 'Pumpage 2024 by well use' }))).toEqual([
      'Well use | Wells | Non-exempt (kgal) | Exempt, not billed (kgal) | Total (kgal)',
      'Industrial | 2 | 900 | 0 | 900',
      'All wells | 2 | 900 | 0 | 900',
    ]);
    // The chart: a bar per year in million gallons, the exempt part named.
    expect(
      await within(pumpage).findByRole('img', { name: /^Pumpage per year in million gallons/ }),
    ).toHaveAccessibleName(
      'Pumpage per year in million gallons. 2024: 0.9 MG, of which exempt 0 MG; 2025: 1.7 MG, of which exempt 0.3 MG',
    );
    expect(within(pumpage).getByText('Exempt wells (not billed)')).toBeInTheDocument();
  });

  it('names wells without a parish as not recorded', async () => {
    await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(
        publicSummary({
          landing: null,
          pumpage: publicPumpage({ rows: [publicPumpageRow({ parish: null, kgal: 12.25 })], quarters: [] }),
        }),
      ),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([]),
    });
    const table = await screen.findByRole('table', { name: 'Pumpage 2025 by parish' });
    expect(rowsOf(table)[1]).toBe('Not recorded | 2 | 12.25 | 0 | 12.25');
    expect(screen.getByText('No quarter of 2025 has pumpage yet.')).toBeInTheDocument();
  });

  it('checks each quarter’s billable pumpage against what its invoices billed', async () => {
    const { user } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(publicSummary({ landing: null })),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([]),
    });
    const check = await screen.findByRole('table', { name: 'Billing check 2025' });
    expect(rowsOf(check)).toEqual([
      'Quarter | Pumpage (kgal) | Exempt (kgal) | No owner on record (kgal) | Billable (kgal) | Billed on invoices (kgal) | Check',
      'Q1 2025 | 1,300 | 200 | 100 | 1,000 | 1,000 | Agrees',
      'Q2 2025 | 500 | 50 | 0 | 450 | 440 | Billed 10 kgal less',
      'Q3 2025 | 100 | 0 | 0 | 100 | — | Not billed yet',
    ]);
    await user.selectOptions(screen.getByLabelText('Year'), '2024');
    expect(rowsOf(await screen.findByRole('table', { name: 'Billing check 2024' }))).toEqual([
      'Quarter | Pumpage (kgal) | Exempt (kgal) | No owner on record (kgal) | Billable (kgal) | Billed on invoices (kgal) | Check',
      'Q4 2024 | 900 | 0 | 0 | 900 | 900 | Agrees',
    ]);
  });

  it('downloads the CSV grouped as the table is', async () => {
    const createObjectURL = vi.fn(() => 'blob:public-pumpage');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, fetchMock } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(publicSummary({ landing: null })),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([]),
      [downloadPublicPumpageEndpoint.path]: (url) =>
        new Response('Year,Aquifer\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="pumpage-by-${new URL(url, 'http://test').searchParams.get('by')}.csv"`,
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['pumpage-by-parish.csv']));

    await user.selectOptions(screen.getByLabelText('Group by'), 'Aquifer');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['pumpage-by-parish.csv', 'pumpage-by-aquifer.csv']));
    expect(callsTo(fetchMock, downloadPublicPumpageEndpoint.path)).toEqual([
      `${downloadPublicPumpageEndpoint.path}?by=parish`,
      `${downloadPublicPumpageEndpoint.path}?by=aquifer`,
    ]);
  });

  it('says why a download failed', async () => {
    const { user } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(publicSummary({ landing: null })),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([]),
      [downloadPublicPumpageEndpoint.path]: () =>
        jsonResponse({ message: 'Too many requests from your address.' }, 429),
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Too many requests from your address.')).toBeInTheDocument();
  });

  it('maps and lists the registered wells, naming only public owners', async () => {
    const { user } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(publicSummary({ landing: null, pumpage: null })),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([
        publicWell(),
        publicWell({
          wellNumber: 'WB-7',
          parish: 'West Baton Rouge',
          use: 'Public Supply',
          depthFeet: 1500,
          exempt: true,
          publicOwner: 'City of Port Allen',
        }),
        publicWell({
          wellNumber: 'EB-200',
          status: 'Inactive',
          isActive: false,
          latitude: null,
          longitude: null,
        }),
      ]),
    });
    const wells = await screen.findByRole('region', { name: 'Registered wells' });
    expect(wells).toHaveTextContent('3 wells registered, 2 wells with a location on the map.');
    const map = await within(wells).findByRole('region', { name: 'Map of registered wells' });
    expect(map).toHaveTextContent('Well Number: WB-7, Aquifer: 400-Foot Sand, Parish: West Baton Rouge');
    expect(map).toHaveTextContent('Owner: City of Port Allen');
    expect(map).not.toHaveTextContent('EB-200');

    // The table arrives with the visitor's first move.
    await user.hover(wells);
    const table = await within(wells).findByRole('table', { name: 'Registered wells' }, SLOW);
    expect(rowsOf(table).slice(1)).toEqual([
      'EB-101 | 400-Foot Sand | East Baton Rouge | Industrial | 420 | Active | No | ',
      'EB-200 | 400-Foot Sand | East Baton Rouge | Industrial | 420 | Inactive | No | ',
      'WB-7 | 400-Foot Sand | West Baton Rouge | Public Supply | 1500 | Active | Exempt | City of Port Allen',
    ]);
    await user.type(within(wells).getByLabelText('Search all columns'), 'Port Allen');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('shows no owner column while no client is public', async () => {
    const { user } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(publicSummary({ landing: null, pumpage: null })),
      [getPublicWellsEndpoint.path]: publicWellsAnswer([publicWell()]),
    });
    await user.hover(await screen.findByRole('region', { name: 'Registered wells' }));
    const table = await screen.findByRole('table', { name: 'Registered wells' }, SLOW);
    expect(within(table).queryByRole('columnheader', { name: /Owner/ })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try Again', async () => {
    let calls = 0;
    const { user } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: () =>
        ++calls === 1
          ? jsonResponse({ message: 'Too many requests from your address.' }, 429)
          : publicSummaryAnswer(unpublishedSummary())(),
    });
    expect(await screen.findByText('Too many requests from your address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/The district does not publish any data here yet/)).toBeInTheDocument();
  });

  it('offers the portal instead of the sign-in to someone signed in', async () => {
    signInAs();
    const { fetchMock } = await openPublicPage({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(unpublishedSummary()),
    });
    expect(await screen.findByRole('link', { name: 'Open the portal' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // The call is public: it carries no bearer token, even for someone signed in.
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
