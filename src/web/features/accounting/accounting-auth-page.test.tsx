import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountingConfigEndpoint,
  accountingConnectionEndpoint,
  accountingConsentUrlEndpoint,
  syncLogEndpoint,
} from '../../../shared/contracts/accounting';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { accountingConfig, notConnected } from '../../test/factories/accounting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { leavePortal } from './leave-portal';
import { renderAccountingStrict, storedStateForTest } from './test-harness';

// jsdom cannot leave the page; what matters is where the browser was sent.
vi.mock('./leave-portal', () => ({ leavePortal: vi.fn() }));

const SLOW = { timeout: 30_000 };
const QUICKBOOKS = accountingConfig({ service: 'quickbooks', serviceName: 'QuickBooks' });

const consentStates = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(accountingConsentUrlEndpoint.path))
    .map((url) => new URL(url, 'http://test').searchParams.get('state'));

describe('the accounting auth page', () => {
  beforeAll(() => import('./connect-flow-page'), 60_000);
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(leavePortal).mockClear();
  });

  it('stores a random state, asks for the consent address with it once, and sends the browser there', async () => {
    const fetchMock = mockApi({
      [accountingConfigEndpoint.path]: () => jsonResponse({ message: 'OK', data: QUICKBOOKS }),
      [accountingConsentUrlEndpoint.path]: (url) => {
        const state = new URL(url, 'http://test').searchParams.get('state') ?? '';
        return jsonResponse({
          message: 'OK',
          data: { url: `https://appcenter.intuit.com/connect/oauth2?client_id=abc&state=${state}` },
        });
      },
    });
    renderAccountingStrict('/accounting/auth');

    await waitFor(() => expect(leavePortal).toHaveBeenCalled(), SLOW);
    const states = consentStates(fetchMock);
    expect(states).toHaveLength(1);
    const state = states[0] ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(storedStateForTest()).toBe(state);
    expect(leavePortal).toHaveBeenCalledTimes(1);
    expect(leavePortal).toHaveBeenCalledWith(
      `https://appcenter.intuit.com/connect/oauth2?client_id=abc&state=${state}`,
    );
    expect(screen.getByText('Redirecting to QuickBooks…')).toBeInTheDocument();
  });

  it('makes a new state each time', async () => {
    const states: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const fetchMock = mockApi({
        [accountingConfigEndpoint.path]: () => jsonResponse({ message: 'OK', data: QUICKBOOKS }),
        [accountingConsentUrlEndpoint.path]: () =>
          jsonResponse({ message: 'OK', data: { url: 'https://appcenter.intuit.com/connect/oauth2' } }),
      });
      const { unmount } = renderAccountingStrict('/accounting/auth');
      await waitFor(() => expect(consentStates(fetchMock)).toHaveLength(1), SLOW);
      states.push(consentStates(fetchMock)[0] ?? '');
      unmount();
    }
    expect(states[0]).not.toBe(states[1]);
  });

  it('opens the sandbox ledger’s consent page inside the app', async () => {
    signInAs();
    mockApi({
      [accountingConfigEndpoint.path]: () => jsonResponse({ message: 'OK', data: accountingConfig() }),
      [accountingConsentUrlEndpoint.path]: (url) => {
        const state = new URL(url, 'http://test').searchParams.get('state') ?? '';
        return jsonResponse({ message: 'OK', data: { url: `/accounting/sandbox/consent?state=${state}` } });
      },
    });
    const { router } = renderApp('/accounting/auth');
    expect(await screen.findByRole('button', { name: 'Connect' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounting/sandbox/consent');
    expect(router.state.location.search).toBe(`?state=${storedStateForTest() ?? 'missing'}`);
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('says "Redirecting to" the service while the server answers', async () => {
    signInAs();
    mockApi({
      [accountingConfigEndpoint.path]: () => jsonResponse({ message: 'OK', data: accountingConfig() }),
      [accountingConsentUrlEndpoint.path]: () => new Promise<Response>(() => undefined),
    });
    renderApp('/accounting/auth');
    const status = await screen.findByRole('status', {}, SLOW);
    expect(await within(status).findByText('Redirecting to Sandbox Ledger…')).toBeInTheDocument();
  });

  it('shows the server’s message when the consent address cannot be had, with a way back', async () => {
    signInAs();
    mockApi({
      [accountingConfigEndpoint.path]: () => jsonResponse({ message: 'OK', data: QUICKBOOKS }),
      [accountingConsentUrlEndpoint.path]: () =>
        jsonResponse({ message: 'QuickBooks is not configured on this server.' }, 502),
    });
    const { router, user } = renderApp('/accounting/auth');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Could not start connecting to QuickBooks. Please try again.');
    expect(alert).toHaveTextContent('QuickBooks is not configured on this server.');
    expect(leavePortal).not.toHaveBeenCalled();
    mockApi({
      [accountingConnectionEndpoint.path]: () => jsonResponse({ message: 'OK', data: notConnected() }),
      [syncLogEndpoint.path]: () => jsonResponse({ message: 'OK', data: [], totalCount: 0 }),
    });
    await user.click(screen.getByRole('link', { name: 'Back to Accounting' }));
    expect(router.state.location.pathname).toBe('/management/accounting');
    expect(await screen.findByText('No syncs yet')).toBeInTheDocument();
  });
});
