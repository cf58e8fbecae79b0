import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountingConnectionEndpoint,
  disconnectEndpoint,
  syncLogEndpoint,
} from '../../../shared/contracts/accounting';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { accountingConnection, notConnected } from '../../test/factories/accounting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import {
  DISCONNECT_FAILED_MESSAGE,
  DISCONNECTED_MESSAGE,
  disconnectQuestion,
} from './accounting-disconnect-page';

const SLOW = { timeout: 30_000 };

function mockDisconnect(answer: () => Response) {
  let connected = true;
  return mockApi({
    [accountingConnectionEndpoint.path]: () =>
      jsonResponse({ message: 'OK', data: connected ? accountingConnection() : notConnected() }),
    [disconnectEndpoint.path]: () => {
      const response = answer();
      if (response.ok) connected = false;
      return response;
    },
    [syncLogEndpoint.path]: () => jsonResponse({ message: 'OK', data: [], totalCount: 0 }),
  });
}

const disconnectCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(disconnectEndpoint.path));

describe('the disconnect page', () => {
  beforeAll(() => import('./connect-flow-page'), 60_000);

  it('asks first, naming the service, and disconnects only on Confirm', async () => {
    signInAs();
    const fetchMock = mockDisconnect(() => jsonResponse({ message: 'Disconnected from Sandbox Ledger.' }));
    const { user } = renderApp('/accounting/disconnect');

    const question = disconnectQuestion('Sandbox Ledger');
    expect(question).toBe(
      'Disconnect from Sandbox Ledger? Invoices stay in Sandbox Ledger; syncing stops until an Admin connects again.',
    );
    expect(await screen.findByText(question, {}, SLOW)).toBeInTheDocument();
    expect(disconnectCalls(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const status = (await screen.findByText(DISCONNECTED_MESSAGE)).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(disconnectCalls(fetchMock)).toHaveLength(1);
    expect(disconnectCalls(fetchMock)[0]?.[1]?.method).toBe('POST');

    // The Accounting page shows the change at once.
    await user.click(screen.getByRole('link', { name: 'Back to Accounting' }));
    expect(await screen.findByRole('link', { name: 'Connect' })).toBeInTheDocument();
  });

  it('shows the server’s message when the service refuses, and lets the Admin try again', async () => {
    signInAs();
    const fetchMock = mockDisconnect(() =>
      jsonResponse({ message: 'QuickBooks did not answer; the connection is kept.' }, 502),
    );
    const { user } = renderApp('/accounting/disconnect');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, SLOW));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DISCONNECT_FAILED_MESSAGE);
    expect(within(alert).getByText('QuickBooks did not answer; the connection is kept.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('alert');
    expect(disconnectCalls(fetchMock)).toHaveLength(2);
  });

  it('goes back to the Accounting page on Cancel without disconnecting', async () => {
    signInAs();
    const fetchMock = mockDisconnect(() => jsonResponse({ message: 'Disconnected.' }));
    const { router, user } = renderApp('/accounting/disconnect');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
    expect(router.state.location.pathname).toBe('/management/accounting');
    expect(await screen.findByRole('link', { name: 'Disconnect' })).toBeInTheDocument();
    expect(disconnectCalls(fetchMock)).toHaveLength(0);
  });
});
