import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountingConfigEndpoint, exchangeTokenEndpoint } from '../../../shared/contracts/accounting';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { accountingConfig } from '../../test/factories/accounting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { CALLBACK_REDIRECT_MS } from './accounting-callback-page';
import {
  AUTHORIZATION_FAILED_MESSAGE,
  INVALID_STATE_MESSAGE,
  integratedMessage,
  integrationFailedMessage,
} from './callback-outcome';
import { renderAccountingStrict, storedStateForTest, storeStateForTest } from './test-harness';

const SLOW = { timeout: 30_000 };
const STATE = 'k3yQ7xv0_Wn-1aZp9cLm2rTu8sEd4fGh6jB5yNoP0qA';
const CALLBACK = `/accounting/callback?code=AB11-code&state=${STATE}&realmId=9130355377381`;

function mockExchange(answer: () => Response) {
  return mockApi({
    [accountingConfigEndpoint.path]: () => jsonResponse({ message: 'OK', data: accountingConfig() }),
    [exchangeTokenEndpoint.path]: answer,
  });
}

const exchangeCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(exchangeTokenEndpoint.path));

function useRedirectTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
}

describe('the accounting callback', () => {
  beforeAll(() => import('./connect-flow-page'), 60_000);
  beforeEach(() => sessionStorage.clear());

  it('exchanges the code once, with the environment from the config, says so and opens the dashboard', async () => {
    useRedirectTimers();
    storeStateForTest(STATE);
    const fetchMock = mockExchange(() => jsonResponse({ message: 'Connected to Sandbox Ledger.' }));
    const { where } = renderAccountingStrict(CALLBACK);

    const message = await screen.findByText(integratedMessage('Sandbox Ledger'), {}, SLOW);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(integratedMessage('Sandbox Ledger')).toBe('Successfully integrated Sandbox Ledger.');
    expect(exchangeCalls(fetchMock)).toHaveLength(1);
    expect(exchangeCalls(fetchMock)[0]?.[1]?.method).toBe('POST');
    expect(sentBody(exchangeCalls(fetchMock)[0]?.[1])).toEqual({
      code: 'AB11-code',
      realmId: '9130355377381',
      environment: 'sandbox',
    });
    // The state is used up: the same address cannot be replayed.
    expect(storedStateForTest()).toBeNull();

    expect(where.location?.pathname).toBe('/accounting/callback');
    await act(() => vi.advanceTimersByTimeAsync(CALLBACK_REDIRECT_MS));
    expect(where.location?.pathname).toBe('/dashboard');
    expect(exchangeCalls(fetchMock)).toHaveLength(1);
  });

  it('sends the production environment when the server is set up for QuickBooks production', async () => {
    storeStateForTest(STATE);
    const fetchMock = mockApi({
      [accountingConfigEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: accountingConfig({
            environment: 'production',
            service: 'quickbooks',
            serviceName: 'QuickBooks',
          }),
        }),
      [exchangeTokenEndpoint.path]: () => jsonResponse({ message: 'Connected.' }),
    });
    renderAccountingStrict(CALLBACK);
    expect(await screen.findByText('Successfully integrated QuickBooks.', {}, SLOW)).toBeInTheDocument();
    expect(sentBody(exchangeCalls(fetchMock)[0]?.[1])).toMatchObject({ environment: 'production' });
  });

  it('refuses a state this tab did not store, calls nothing, and goes to the dashboard', async () => {
    useRedirectTimers();
    storeStateForTest('another-state-made-by-this-tab');
    const fetchMock = mockExchange(() => jsonResponse({ message: 'Connected.' }));
    const { where } = renderAccountingStrict(CALLBACK);

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(INVALID_STATE_MESSAGE);
    expect(INVALID_STATE_MESSAGE).toBe('Authorization failed due to invalid state. Please try again.');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(CALLBACK_REDIRECT_MS));
    expect(where.location?.pathname).toBe('/dashboard');
  });

  it('refuses a callback when nothing was stored, and goes to the dashboard at once on request', async () => {
    const fetchMock = mockExchange(() => jsonResponse({ message: 'Connected.' }));
    const { where, user } = renderAccountingStrict(CALLBACK);
    expect(await screen.findByText(INVALID_STATE_MESSAGE, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(where.location?.pathname).toBe('/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['code', `/accounting/callback?state=${STATE}&realmId=9130355377381`],
    ['realmId', `/accounting/callback?code=AB11-code&state=${STATE}`],
  ])('fails without a %s, after checking the state, and calls nothing', async (_missing, path) => {
    storeStateForTest(STATE);
    const fetchMock = mockExchange(() => jsonResponse({ message: 'Connected.' }));
    renderAccountingStrict(path);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(AUTHORIZATION_FAILED_MESSAGE);
    expect(AUTHORIZATION_FAILED_MESSAGE).toBe('Authorization failed. Please try again.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/accounting/auth');
  });

  it('says the Admin did not grant access when the consent page answers access_denied', async () => {
    storeStateForTest(STATE);
    mockExchange(() => jsonResponse({ message: 'Connected.' }));
    renderAccountingStrict(`/accounting/callback?error=access_denied&state=${STATE}`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(AUTHORIZATION_FAILED_MESSAGE);
    expect(alert).toHaveTextContent('Access was not granted.');
  });

  it('names the service from the config when the exchange fails, with the server’s message, and stays', async () => {
    useRedirectTimers();
    storeStateForTest(STATE);
    const fetchMock = mockExchange(() =>
      jsonResponse({ message: 'The authorization code has expired or was already used.' }, 502),
    );
    const { where } = renderAccountingStrict(CALLBACK);

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(integrationFailedMessage('Sandbox Ledger'));
    expect(integrationFailedMessage('Sandbox Ledger')).toBe(
      'Failed to integrate Sandbox Ledger. Please try again.',
    );
    expect(
      within(alert).getByText('The authorization code has expired or was already used.'),
    ).toBeInTheDocument();
    expect(exchangeCalls(fetchMock)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(CALLBACK_REDIRECT_MS));
    expect(where.location?.pathname).toBe('/accounting/callback');
    expect(screen.getByRole('link', { name: 'Back to Accounting' })).toHaveAttribute(
      'href',
      '/management/accounting',
    );
  });

  it('is an Admin page of the staff layout in the app', async () => {
    signInAs();
    storeStateForTest('another-state-made-by-this-tab');
    renderApp(CALLBACK);
    expect(await screen.findByRole('heading', { name: 'Connect Accounting' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(INVALID_STATE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
