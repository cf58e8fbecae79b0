import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getClientEndpoint } from '../../../shared/contracts/clients';
import {
  getClientRemindersEndpoint,
  type ClientReminder,
} from '../../../shared/contracts/reporting-calendar';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { clientDetail } from '../../test/factories/clients';
import { clientReminder } from '../../test/factories/reporting-due';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

/** The page is a lazy chunk; a busy machine takes a while to load it. */
const SLOW = { timeout: 10_000 };

const STAFF = { role: ['Admin'], accessLevel: 100, clientIds: [] as number[] };
const CLIENT_MANAGER = { role: ['Owner'], accessLevel: 40, clientIds: [3] };

function mockClient(reminders: () => ClientReminder[] | Response) {
  return mockApi({
    [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
    [getClientRemindersEndpoint.path]: () => {
      const answer = reminders();
      return answer instanceof Response ? answer : jsonResponse({ message: 'OK', data: answer });
    },
  });
}

/** The app's date-time style, in the test machine's time zone as the page shows it. */
const shown = (instant: string) =>
  new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

async function reminderRows() {
  const section = within(await screen.findByRole('region', { name: 'Reporting reminders' }, SLOW));
  const table = section.getByRole('table', { name: 'Reporting reminders' });
  return { section, table };
}

function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the client page’s reporting reminders', () => {
  it('lists each reminder for staff: period, kind, wells, recipients, when, outcome and sender', async () => {
    signInAs(STAFF);
    const fetchMock = mockClient(() => [
      clientReminder({
        id: 903,
        kind: 'still-overdue',
        sequence: 2,
        outcome: 'failed',
        sentAt: null,
        claimedAt: '2026-04-30T13:00:00.000Z',
        detail: 'The mail server refused the message.',
      }),
      clientReminder({
        id: 902,
        kind: 'overdue',
        sentAt: '2026-04-23T14:30:00.000Z',
        wellNumbers: ['EB-101'],
        recipients: 'owner@redstick.test, ann@redstick.test',
        sentBy: 'Ada Lovelace',
      }),
      clientReminder({
        id: 901,
        kind: 'due-soon',
        outcome: 'sent',
        sentAt: '2026-04-08T13:05:00.000Z',
        claimedAt: '2026-04-08T13:04:58.000Z',
      }),
    ]);
    renderApp('/management/client/edit/3');

    const { table } = await reminderRows();
    expect(await within(table).findByText('Still overdue #2')).toBeInTheDocument();
    expect(cellTexts(table)).toEqual([
      [
        'March 2026',
        'Still overdue #2',
        'EB-101, EB-102',
        'owner@redstick.test',
        shown('2026-04-30T13:00:00.000Z'),
        'Failed, will retryThe mail server refused the message.',
        'Scheduled',
      ],
      [
        'March 2026',
        'Overdue',
        'EB-101',
        'owner@redstick.test, ann@redstick.test',
        shown('2026-04-23T14:30:00.000Z'),
        'Sent',
        'Ada Lovelace',
      ],
      [
        'March 2026',
        'Due soon',
        'EB-101, EB-102',
        'owner@redstick.test',
        shown('2026-04-08T13:05:00.000Z'),
        'Sent',
        'Scheduled',
      ],
    ]);
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain(`${getClientRemindersEndpoint.path}?clientId=3`);
  });

  it('shows a client manager their organisation’s reminders, and says when none was sent', async () => {
    signInAs(CLIENT_MANAGER);
    mockClient(() => []);
    renderApp('/client/edit/3');

    const { section } = await reminderRows();
    expect(await section.findByText('No reminders sent yet.')).toBeInTheDocument();
  });

  it('says why the reminders did not load and tries again', async () => {
    signInAs(STAFF);
    let answers = 0;
    mockClient(() =>
      (answers += 1) === 1
        ? jsonResponse({ message: 'The database is not answering.' }, 503)
        : [clientReminder()],
    );
    const { user } = renderApp('/management/client/edit/3');

    const { section, table } = await reminderRows();
    expect(await section.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await within(table).findByText('Overdue')).toBeInTheDocument();
    expect(section.queryByText('The database is not answering.')).toBeNull();
  });
});
