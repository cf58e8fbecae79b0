import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getClientReportsDueEndpoint } from '../../../shared/contracts/reporting-calendar';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { reportDue, reportsDueAnswer } from '../../test/factories/reporting-due';
import { signInAs } from '../../test/factories/session';
import { renderWithProviders } from '../../test/render';
import { ReportsDueOnActivity } from './reports-due-on-activity';
import { ReportsDuePanel } from './reports-due-panel';

const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };

function mockReportsDue(answer: () => Response) {
  return mockApi({ [getClientReportsDueEndpoint.path]: answer });
}

function renderPanel(clientId?: number) {
  return renderWithProviders(
    <MemoryRouter>
      <ReportsDuePanel clientId={clientId} />
    </MemoryRouter>,
  );
}

async function panelItems() {
  const panel = within(await screen.findByRole('region', { name: 'Reports due' }));
  return within(await panel.findByRole('list', { name: 'Reports due' })).getAllByRole('listitem');
}

describe('the Reports due panel', () => {
  it('lists the overdue reports first, then the due, then the upcoming, each with its period and due date', async () => {
    signInAs(OWNER);
    const fetchMock = mockReportsDue(() =>
      jsonResponse(
        reportsDueAnswer([
          reportDue({
            wellId: 14,
            wellNumber: 'EB-104',
            clientWellName: null,
            status: 'upcoming',
            periodKey: '2026-04',
            periodLabel: 'April 2026',
            dueOn: '2026-05-15',
          }),
          reportDue({ wellId: 12, wellNumber: 'EB-102', clientWellName: null, status: 'due' }),
          reportDue({
            wellId: 13,
            wellNumber: 'EB-103',
            clientWellName: 'North Field',
            status: 'overdue',
            periodKey: '2026-02',
            periodLabel: 'February 2026',
            dueOn: '2026-03-15',
          }),
          reportDue({
            status: 'overdue',
            periodKey: '2026-01',
            periodLabel: 'January 2026',
            dueOn: '2026-02-15',
          }),
        ]),
      ),
    );
    renderPanel(5);

    const items = await panelItems();
    expect(items.map((item) => item.textContent)).toEqual([
      'EB-101 – Plant Well No. 1January 2026 · due by 02/15/2026OverdueEnter reading',
      'EB-103 – North FieldFebruary 2026 · due by 03/15/2026OverdueEnter reading',
      'EB-102March 2026 · due by 04/15/2026DueEnter reading',
      'EB-104April 2026 · due by 05/15/2026UpcomingEnter reading',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${getClientReportsDueEndpoint.path}?clientId=5`,
    ]);
  });

  it('puts the upcoming reports of many wells made the same way on one line, each missing one on its own', async () => {
    signInAs(OWNER);
    const upcoming = {
      status: 'upcoming',
      periodKey: '2026-04',
      periodLabel: 'April 2026',
      dueOn: '2026-05-30',
    } as const;
    mockReportsDue(() =>
      jsonResponse(
        reportsDueAnswer([
          reportDue({ wellId: 21, wellNumber: 'EB-201', reportsBy: 'file', ...upcoming }),
          reportDue({ wellId: 22, wellNumber: 'EB-202', reportsBy: 'file', ...upcoming }),
          reportDue({ wellId: 23, wellNumber: 'EB-203', reportsBy: 'file', ...upcoming }),
          reportDue({ wellId: 24, wellNumber: 'EB-204', clientWellName: null, ...upcoming }),
          reportDue({ wellId: 25, wellNumber: 'EB-205', clientWellName: null, reportsBy: 'file' }),
        ]),
      ),
    );
    renderPanel(5);

    const items = await panelItems();
    expect(items.map((item) => item.textContent)).toEqual([
      'EB-205March 2026 · due by 04/15/2026DueUpload pumpage',
      '3 wells reporting by fileApril 2026 · due by 05/30/2026UpcomingUpload pumpage',
      'EB-204April 2026 · due by 05/30/2026UpcomingEnter reading',
    ]);
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Upload pumpage for 3 wells, April 2026' })
        .getAttribute('href'),
    ).toBe('/well-pumpages');
  });

  it('links a metered well to its reading form and a well reporting by file to the pumpage upload', async () => {
    signInAs(OWNER);
    const fetchMock = mockReportsDue(() =>
      jsonResponse(
        reportsDueAnswer([
          reportDue({ wellId: 11, wellNumber: 'EB-101', reportsBy: 'meter' }),
          reportDue({ wellId: 12, wellNumber: 'EB-102', clientWellName: null, reportsBy: 'file' }),
        ]),
      ),
    );
    renderPanel();

    await panelItems();
    const reading = screen.getByRole('link', { name: 'Enter reading for EB-101, March 2026' });
    expect(reading).toHaveTextContent('Enter reading');
    expect(reading).toHaveAttribute('href', '/client/meter-readings?wellId=11');
    const upload = screen.getByRole('link', { name: 'Upload pumpage for EB-102, March 2026' });
    expect(upload).toHaveTextContent('Upload pumpage');
    expect(upload).toHaveAttribute('href', '/well-pumpages');
    // No client chosen: every client of the caller.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([getClientReportsDueEndpoint.path]);
  });

  it('shows a user below the dashboard level what is owed without links to pages closed to them', async () => {
    signInAs({ role: ['User'], accessLevel: 10, clientIds: [5] });
    mockReportsDue(() => jsonResponse(reportsDueAnswer([reportDue({ status: 'overdue' })])));
    renderPanel();

    const [item] = await panelItems();
    expect(item).toHaveTextContent('Overdue');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when nothing is due', async () => {
    signInAs(OWNER);
    mockReportsDue(() => jsonResponse(reportsDueAnswer([])));
    renderPanel(5);

    const panel = within(await screen.findByRole('region', { name: 'Reports due' }));
    expect(await panel.findByText('Nothing due: every well has reported.')).toBeInTheDocument();
    expect(panel.queryByRole('list')).toBeNull();
  });

  it('says why the reports did not load and tries again', async () => {
    signInAs(OWNER);
    let answers = 0;
    mockReportsDue(() =>
      (answers += 1) === 1
        ? jsonResponse({ message: 'The database is not answering.' }, 503)
        : jsonResponse(reportsDueAnswer([reportDue()])),
    );
    const { user } = renderPanel(5);

    const panel = within(await screen.findByRole('region', { name: 'Reports due' }));
    expect(
      await panel.findByText('The database is not answering.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Try Again' }));
    expect(await panelItems()).toHaveLength(1);
    expect(panel.queryByText('The database is not answering.')).toBeNull();
  });

  it('on a page without room for it, arrives with the user’s first action', async () => {
    signInAs(OWNER);
    const fetchMock = mockReportsDue(() => jsonResponse(reportsDueAnswer([reportDue()])));
    renderWithProviders(
      <MemoryRouter>
        <ReportsDueOnActivity />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Reports due' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.pointerMove(document.body);
    expect(await panelItems()).toHaveLength(1);
  });
});
