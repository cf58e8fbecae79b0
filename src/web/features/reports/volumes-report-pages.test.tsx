import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VolumeReportRequest } from '../../../shared/contracts/volume-reports';
import { downloadText } from '../../lib/download';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { volumeAnswer } from '../../test/factories/volume-reports';
import { DATA_AS_OF_HEADER } from '../../../shared/data-as-of';
import {
  volumesByClientByAquiferEndpoint,
  volumesByClientByWellUseEndpoint,
} from '../../../shared/contracts/volume-reports';

vi.mock('../../lib/download', () => ({ downloadText: vi.fn() }));

const POA_PATH = volumesByClientByAquiferEndpoint.path;
const USE_PATH = volumesByClientByWellUseEndpoint.path;
const SLOW = { timeout: 30_000 };

function reportBodies(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([, init]) => sentBody(init) as VolumeReportRequest);
}

describe('the volume report pages', () => {
  beforeAll(() => Promise.all([import('./volumes-by-poa-page'), import('./volumes-by-use-page')]), 60_000);
  beforeEach(() => vi.mocked(downloadText).mockClear());

  it('shows three groups a page of the current year, each with its total and wells, and pages on the server', async () => {
    signInAs();
    const fetchMock = mockApi({ ...LOOKUP_ANSWERS, [POA_PATH]: volumeAnswer(7) });
    const { user } = renderApp('/reports/volumesByPOA');
    const table = await screen.findByRole('table', { name: 'Volume by Parish, Owner and Aquifer' }, SLOW);
    const year = new Date().getFullYear();
    expect(reportBodies(fetchMock, POA_PATH)[0]).toMatchObject({
      startDate: year,
      endDate: year,
      pageNumber: 1,
      pageSize: 3,
      clientId: [],
    });
    const groups = within(table).getAllByRole('rowheader');
    expect(groups.map((cell) => cell.textContent)).toEqual([
      'East Baton Rouge / Owner 1 / 400-Foot Sand',
      'East Baton Rouge / Owner 2 / 400-Foot Sand',
      'East Baton Rouge / Owner 3 / 400-Foot Sand',
    ]);
    const firstGroup = groups[0]?.closest('tbody');
    if (!firstGroup) throw new Error('group body not found');
    expect(
      within(firstGroup)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'East Baton Rouge / Owner 1 / 400-Foot Sand1.5',
      'W-1AOwner 1East Baton Rouge400-Foot SandIndustrial1001',
      'W-1BOwner 1East Baton Rouge400-Foot SandIndustrial1000.5',
    ]);
    expect(screen.getByText(/Grand total:/)).toHaveTextContent(
      'Grand total: 31.5 thousand gallons in 7 groups',
    );
    expect(screen.getByText('Groups 1–3 of 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('East Baton Rouge / Owner 4 / 400-Foot Sand')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Groups 7–7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(reportBodies(fetchMock, POA_PATH).map((body) => body.pageNumber)).toEqual([1, 2, 3]);
  });

  it('exports every group, not only the page, as CSV', async () => {
    signInAs();
    const fetchMock = mockApi({ ...LOOKUP_ANSWERS, [USE_PATH]: volumeAnswer(12) });
    const { user } = renderApp('/reports/volumesByUse');
    await screen.findByRole('table', { name: 'Volume by Well Use' }, SLOW);
    expect(reportBodies(fetchMock, USE_PATH)[0]).toMatchObject({ pageNumber: 1, pageSize: 5 });
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(reportBodies(fetchMock, USE_PATH).at(-1)).toMatchObject({ getAll: true });
    const [text, fileName] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(fileName).toMatch(/^VolumesByWellUse_\d{8}_\d{6}\.csv$/);
    const lines = (text ?? '')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Group,Well Number,Client,Parish,Aquifer,Well Use,Daily Pump Rate,Total Pumpage (1000 gal)',
    );
    expect(lines).toHaveLength(1 + 12 * 3 + 1);
    expect(lines).toContain(
      'Owner 12 / No well use,W-12A,Owner 12,East Baton Rouge,400-Foot Sand,Industrial,100,12',
    );
    expect(lines).toContain('Owner 12 / No well use,Group Total,,,,,,12.5');
    expect(lines.at(-1)).toBe('Grand Total,,,,,,,84');
  });

  it('sends a date range instead of years, and the other filters, starting again at page 1', async () => {
    signInAs();
    const fetchMock = mockApi({ ...LOOKUP_ANSWERS, [POA_PATH]: volumeAnswer(7) });
    const { user } = renderApp('/reports/volumesByPOA');
    await screen.findByRole('table', { name: 'Volume by Parish, Owner and Aquifer' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(reportBodies(fetchMock, POA_PATH).at(-1)?.pageNumber).toBe(2));

    await user.click(screen.getByRole('radio', { name: 'Dates' }));
    await user.type(screen.getByLabelText('Start Date'), '2025-01-01');
    await user.type(screen.getByLabelText('End Date'), '2025-03-31');
    await user.click(screen.getByRole('combobox', { name: 'Well Use' }));
    await user.click(await screen.findByRole('option', { name: 'Industrial' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Well Number'), 'EB');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(reportBodies(fetchMock, POA_PATH).at(-1)).toEqual({
        startDate: null,
        endDate: null,
        startDateTime: '2025-01-01',
        endDateTime: '2025-03-31',
        clientId: [],
        aquiferId: [],
        parishId: [],
        wellUseId: [21],
        wellNumber: 'EB',
        pageNumber: 1,
        pageSize: 3,
      }),
    );
  });

  it('shows the server’s message when the report fails', async () => {
    signInAs();
    mockApi({ ...LOOKUP_ANSWERS, [POA_PATH]: () => jsonResponse({ message: 'Report failed here' }, 500) });
    renderApp('/reports/volumesByPOA');
    expect(await screen.findByText('Report failed here', {}, SLOW)).toBeInTheDocument();
  });

  it('says so when nothing matches and offers no empty CSV', async () => {
    signInAs();
    mockApi({ ...LOOKUP_ANSWERS, [USE_PATH]: volumeAnswer(0) });
    renderApp('/reports/volumesByUse');
    expect(
      await screen.findByText('No pumpage was reported for these filters.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says when the figures are from while the reporting copy is behind', async () => {
    signInAs();
    const asOf = new Date(2025, 2, 1, 11, 58);
    mockApi({
      ...LOOKUP_ANSWERS,
      [USE_PATH]: async (url, init) => {
        const answer = await volumeAnswer(2)(url, init);
        answer.headers.set(DATA_AS_OF_HEADER, asOf.toISOString());
        return answer;
      },
    });
    renderApp('/reports/volumesByUse');
    expect(
      await screen.findByText(
        /^Figures as of Mar 1, 2025(,| at) 11:58\sAM: the reporting copy is behind\.$/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
