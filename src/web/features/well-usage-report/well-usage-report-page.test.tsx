import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { usageReport, usageSection } from '../../test/factories/well-usage-report';
import { listClientsEndpoint } from '../../../shared/contracts/clients';
import { listClientWellsEndpoint } from '../../../shared/contracts/dashboard';
import { wellUsageReportEndpoint } from '../../../shared/contracts/well-usage-report';
import { DATA_AS_OF_HEADER } from '../../../shared/data-as-of';

const downloads = vi.hoisted(() => ({ saved: [] as { text: string; name: string }[] }));
vi.mock('../../lib/download', () => ({
  downloadWhenReady: async (text: Promise<string>, name: string) => {
    downloads.saved.push({ text: await text, name });
  },
}));

const REPORT_PATH = wellUsageReportEndpoint.path;
const SLOW = { timeout: 30_000 };
const CLIENTS = [
  { id: 1, name: 'Red Stick Water Company' },
  { id: 2, name: 'Bayou Chemicals' },
];
const WELLS = [
  { id: 5, wellNumber: 'EB-101', clientWellName: 'Plant intake', isActive: true },
  { id: 6, wellNumber: 'EB-102', clientWellName: null, isActive: true },
];

function answers(report: (url: string, init: RequestInit) => Response) {
  return {
    [listClientsEndpoint.path]: () => jsonResponse({ message: 'OK', data: CLIENTS }),
    [listClientWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: WELLS }),
    [REPORT_PATH]: report,
  };
}

function reportBodies(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === REPORT_PATH)
    .map(([, init]) => sentBody(init));
}

describe('the well usage report page', () => {
  beforeAll(() => import('./well-usage-report-page'), 60_000);

  it('lets staff pick a client, shows a section per well with billed quarters and exports the CSV', async () => {
    signInAs();
    downloads.saved.length = 0;
    const fetchMock = mockApi(answers(() => jsonResponse(usageReport())));
    const { user } = renderApp('/well/well-usage-report');
    expect(
      await screen.findByText('Choose a client and a year, then Show Report.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Red Stick Water Company' }));
    await user.click(screen.getByRole('button', { name: 'Show Report' }));
    const metered = await screen.findByRole('region', { name: 'Well EB-101' });
    expect(reportBodies(fetchMock)).toEqual([{ clientId: 1, wellId: null, year: null }]);

    expect(within(metered).getByRole('heading', { name: 'EB-101 – Plant intake' })).toBeInTheDocument();
    const table = within(metered).getByRole('table', { name: 'Usage of EB-101' });
    const cellsOf = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(/^Q1/)).toEqual(['310', '—', '0.75', '310.75', '311', '$20.22']);
    expect(cellsOf(/^Q2/)).toEqual(['0', '—', '—', '0', '0', '$0.00']);
    expect(cellsOf(/^Q3/)).toEqual(['1,000.5', '—', '—', '1,000.5', '1,001', '$65.07']);
    expect(cellsOf(/^Q4/)).toEqual(['—', '—', '—', '—', '0', '$0.00']);
    expect(cellsOf(/^Year/)).toEqual(['1,311.25', '1,312', '$85.29']);
    expect(metered).toHaveTextContent(
      'No data on 71 days through 2024-12-31: 2024-02-01..2024-02-29, 2024-03-04..2024-04-14',
    );

    const exempt = screen.getByRole('region', { name: 'Well EB-102' });
    expect(within(exempt).getByText('Exempt')).toBeInTheDocument();
    expect(within(exempt).getAllByText('$0.00 (exempt)')).toHaveLength(5);
    expect(exempt).toHaveTextContent('No data on 1 day through 2024-12-31: 2024-01-04');
    const totals = screen.getByRole('region', { name: 'All wells' });
    expect(within(totals).getByRole('row', { name: /Q3/ })).toHaveTextContent('$65.07');
    // The report's year replaces "Current year" in the form.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2024'));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [saved] = downloads.saved;
    expect(saved?.name).toBe('WellUsageReport_Red_Stick_Water_Company_2024.csv');
    const lines =
      saved?.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/) ?? [];
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^Client,Year,Well Number,Owner Well Name,Aquifer,Well Use,Parish,Flag,Jan \(1000 gal\),/,
    );
    expect(lines[1]).toContain('Red Stick Water Company,2024,EB-101,Plant intake,400-Foot Sand');
    expect(lines[1]).toContain(',310.75,311,20.22,');
    expect(lines[1]).toMatch(/,1311\.25,71,2024-02-01\.\.2024-02-29; 2024-03-04\.\.2024-04-14$/);
    expect(lines[3]).toContain('Red Stick Water Company,2024,All wells,');
  });

  it('opens a linked well for an owner at once, without a client picker', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    const oneWell = usageReport({ wellId: 5, wells: [usageSection()] });
    const fetchMock = mockApi(answers(() => jsonResponse(oneWell)));
    renderApp('/client/well/well-usage-report?wellId=5');
    expect(await screen.findByRole('region', { name: 'Well EB-101' }, SLOW)).toBeInTheDocument();
    expect(reportBodies(fetchMock)).toEqual([{ clientId: null, wellId: 5, year: null }]);
    expect(screen.queryByRole('combobox', { name: /Client/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All wells' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Well' })).toHaveTextContent('EB-101'));
  });

  it('runs an owner’s own client straight away and says when it has no wells', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    const fetchMock = mockApi(answers(() => jsonResponse(usageReport({ wells: [] }))));
    renderApp('/client/well/well-usage-report');
    expect(await screen.findByText('This client has no wells.', {}, SLOW)).toBeInTheDocument();
    expect(reportBodies(fetchMock)).toEqual([{ clientId: 1, wellId: null, year: null }]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('shows the server’s message when the report fails', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    mockApi(answers(() => jsonResponse({ message: 'Well not found.' }, 404)));
    renderApp('/client/well/well-usage-report?wellId=99');
    expect(await screen.findByText('Well not found.', {}, SLOW)).toBeInTheDocument();
  });

  it('says when the figures are from while the reporting copy is behind', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    const asOf = new Date(2025, 2, 1, 11, 58);
    mockApi(
      answers(() => {
        const answer = jsonResponse(usageReport());
        answer.headers.set(DATA_AS_OF_HEADER, asOf.toISOString());
        return answer;
      }),
    );
    renderApp('/client/well/well-usage-report');
    expect(
      await screen.findByText(
        /^Figures as of Mar 1, 2025(,| at) 11:58\sAM: the reporting copy is behind\.$/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
