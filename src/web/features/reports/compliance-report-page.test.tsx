import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplianceReport, ComplianceRow } from '../../../shared/contracts/compliance-report';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { DATA_AS_OF_HEADER } from '../../../shared/data-as-of';
import {
  complianceReportEndpoint,
  downloadComplianceReportEndpoint,
} from '../../../shared/contracts/compliance-report';

const REPORT_PATH = complianceReportEndpoint.path;
const DOWNLOAD_PATH = downloadComplianceReportEndpoint.path;
const YEAR = new Date().getFullYear();
const SLOW = { timeout: 30_000 };
/** Menus of MUI selects take many events; a busy shared machine needs the room. */
const TEST_TIMEOUT = 90_000;

function row(wellNumber: string, latest: Partial<ComplianceRow['pumpage'][number]>): ComplianceRow {
  return {
    wellId: wellNumber.length,
    wellNumber,
    client: 'Red Stick Water Company',
    aquifer: '400-Foot Sand',
    pumpage: [
      { year: YEAR - 3, q1: 10, q2: 20 },
      { year: YEAR - 2, q1: 30, q2: 40 },
      { year: YEAR - 1, ...latest },
    ],
  };
}

/** A report on last year (every quarter over) for the quarters asked, Q1 and Q2 of the rows. */
function reportAnswer(init: RequestInit) {
  const body = sentBody(init) as { quarter: number[] };
  const report: ComplianceReport = {
    message: '2 wells found.',
    years: [YEAR - 3, YEAR - 2, YEAR - 1],
    quarters: body.quarter,
    asOf: `${YEAR}-01-15`,
    data: [row('EB-101', { q1: 0, q2: null }), row('EB-2', { q1: 1234.5, q2: 2 })],
  };
  return jsonResponse(report);
}

function reportCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(REPORT_PATH));
}

async function openReport(answers: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const fetchMock = mockApi({
    ...LOOKUP_ANSWERS,
    [REPORT_PATH]: (_url, init) => reportAnswer(init),
    ...answers,
  });
  const view = renderApp('/reports/compliance');
  // The table starts afresh once the report's columns are known: find it after the rows.
  await screen.findByText('EB-101', {}, SLOW);
  const table = screen.getByRole('table', { name: 'Compliance report' });
  return { ...view, fetchMock, table };
}

describe('the reports index', () => {
  beforeAll(() => import('./reports-index-page'), 60_000);

  it(
    'lists the reports with what each answers, and opens the compliance report',
    async () => {
      signInAs();
      mockApi({ ...LOOKUP_ANSWERS, [REPORT_PATH]: (_url, init) => reportAnswer(init) });
      const { user, router } = renderApp('/reports');
      const list = await screen.findByRole('list', { name: 'Reports' }, SLOW);
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/reports/compliance',
        '/reports/volumesByPOA',
        '/reports/volumesByUse',
        '/reports/missing-reports',
        '/reports/permits',
      ]);
      expect(within(list).getByText(/which reports are missing/i)).toBeInTheDocument();
      await user.click(within(list).getByRole('link', { name: /^Compliance/ }));
      expect(await screen.findByRole('heading', { name: 'Compliance Report' }, SLOW)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/reports/compliance');
    },
    TEST_TIMEOUT,
  );
});

describe('the compliance report page', () => {
  beforeAll(() => import('./compliance-report-page'), 60_000);

  it(
    'runs the current year with every quarter, marking missing quarters apart from reported zeros',
    async () => {
      const { fetchMock, table } = await openReport();
      expect(sentBody(reportCalls(fetchMock)[0]?.[1])).toEqual({
        year: YEAR,
        // The spec's field name.
        quarter: [1, 2, 3, 4],
        wellNumber: null,
        clientId: [],
        aquiferId: [],
      });
      // Natural order, as the Excel export has it.
      expect(
        within(table)
          .getAllByText(/^EB-/)
          .map((cell) => cell.textContent),
      ).toEqual(['EB-2', 'EB-101']);
      const eb101 = within(table).getByText('EB-101').closest('tr');
      if (!eb101) throw new Error('no EB-101 row');
      expect(within(eb101).getByText('0.000')).toBeInTheDocument();
      expect(within(eb101).getAllByText('Missing').length).toBeGreaterThan(0);
      // Totals sum only the numbers: the last year's Q1 is 0 + 1,234.5.
      expect(within(table).getAllByText('1,234.500')).toHaveLength(2);
      // A total may break after a thousands separator, so the quarter columns stay narrow.
      const total = within(table)
        .getAllByText('1,234.500')
        .find((cell) => cell.closest('tfoot'));
      expect(total?.querySelector('wbr')).not.toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    'asks for at least one quarter before searching or exporting',
    async () => {
      const { fetchMock, user } = await openReport();
      await user.click(screen.getByRole('combobox', { name: 'Quarters' }));
      for (const quarter of ['Q1', 'Q2', 'Q3', 'Q4'])
        await user.click(screen.getByRole('option', { name: quarter }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('Please select at least one quarter.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      expect(reportCalls(fetchMock)).toHaveLength(1);
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(DOWNLOAD_PATH))).toBe(false);

      await user.click(screen.getByRole('combobox', { name: 'Quarters' }));
      await user.click(screen.getByRole('option', { name: 'Q3' }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(reportCalls(fetchMock)).toHaveLength(2));
      expect(sentBody(reportCalls(fetchMock)[1]?.[1])).toMatchObject({ quarter: [3] });
      expect(screen.queryByText('Please select at least one quarter.')).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'downloads ComplianceReport_{year}.xlsx with the form filters',
    async () => {
      const createObjectURL = vi.fn((blob: Blob) => (blob.size > 0 ? 'blob:compliance' : 'blob:empty'));
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      const { fetchMock, user } = await openReport({
        [DOWNLOAD_PATH]: () => new Response('xlsx bytes', { status: 200 }),
      });
      await user.type(screen.getByLabelText('Well Number'), 'EB');
      await user.click(screen.getByRole('combobox', { name: 'Client' }));
      await user.click(await screen.findByRole('option', { name: 'Capitol Chemical' }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toEqual([`ComplianceReport_${YEAR}.xlsx`]));
      expect(createObjectURL).toHaveReturnedWith('blob:compliance');
      const url = String(
        fetchMock.mock.calls.find(([called]) => String(called).startsWith(DOWNLOAD_PATH))?.[0],
      );
      expect(Object.fromEntries(new URL(url, 'http://test').searchParams)).toEqual({
        year: String(YEAR),
        quarterString: '1,2,3,4',
        wellNumber: 'EB',
        clientId: '2',
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'shows a failed export as a toast with the server message',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await openReport({
        [DOWNLOAD_PATH]: () => jsonResponse({ message: 'The export failed.' }, 500),
      });
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
      expect(await screen.findByText('The export failed.')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'says when the figures are from only while the reporting copy is behind',
    async () => {
      const current = await openReport();
      expect(screen.queryByText(/the reporting copy is behind/)).not.toBeInTheDocument();
      current.unmount();
      const asOf = new Date(2025, 2, 1, 11, 58);
      await openReport({
        [REPORT_PATH]: (_url, init) => {
          const answer = reportAnswer(init);
          answer.headers.set(DATA_AS_OF_HEADER, asOf.toISOString());
          return answer;
        },
      });
      expect(
        screen.getByText(/^Figures as of Mar 1, 2025(,| at) 11:58\sAM: the reporting copy is behind\.$/),
      ).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows a load failure with the server message',
    async () => {
      signInAs();
      mockApi({ ...LOOKUP_ANSWERS, [REPORT_PATH]: () => jsonResponse({ message: 'Report is down.' }, 500) });
      renderApp('/reports/compliance');
      expect(await screen.findByText('Report is down.', {}, SLOW)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
