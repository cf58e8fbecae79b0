import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountingConfigEndpoint,
  exchangeTokenEndpoint,
  sandboxConsentEndpoint,
} from '../../../shared/contracts/accounting';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { accountingConfig } from '../../test/factories/accounting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { AUTHORIZATION_FAILED_MESSAGE, integratedMessage } from './callback-outcome';
import { storeStateForTest } from './test-harness';

const SLOW = { timeout: 30_000 };
const STATE = 'Zx81_sandbox-state-0123456789abcdefABCDEF';
const CALLBACK_QUERY = `?code=sandbox-code-1&state=${STATE}&realmId=sandbox-1`;

function mockSandbox() {
  return mockApi({
    [sandboxConsentEndpoint.path]: () =>
      jsonResponse({ message: 'OK', data: { callbackUrl: `/accounting/callback${CALLBACK_QUERY}` } }),
    [accountingConfigEndpoint.path]: () => jsonResponse({ message: 'OK', data: accountingConfig() }),
    [exchangeTokenEndpoint.path]: () => jsonResponse({ message: 'Connected to Sandbox Ledger.' }),
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('the sandbox ledger’s consent page', () => {
  beforeAll(() => import('./connect-flow-page'), 60_000);
  beforeEach(() => sessionStorage.clear());

  it('says plainly it is the sandbox, and what the portal asks for', async () => {
    signInAs();
    mockSandbox();
    renderApp(`/accounting/sandbox/consent?state=${STATE}`);
    expect(
      await screen.findByText(/built-in sandbox ledger, not a real accounting service/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/asks to read and write your/)).toHaveTextContent(
      'asks to read and write your customers, invoices and payments',
    );
  });

  it('grants access on Connect and follows the answered callback, which completes the connection', async () => {
    signInAs();
    storeStateForTest(STATE);
    const fetchMock = mockSandbox();
    const { router, user } = renderApp(`/accounting/sandbox/consent?state=${STATE}`);
    await user.click(await screen.findByRole('button', { name: 'Connect' }, SLOW));

    expect(await screen.findByText(integratedMessage('Sandbox Ledger'), {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounting/callback');
    expect(router.state.location.search).toBe(CALLBACK_QUERY);
    const consent = callsTo(fetchMock, sandboxConsentEndpoint.path);
    expect(consent).toHaveLength(1);
    expect(consent[0]?.[1]?.method).toBe('POST');
    expect(sentBody(consent[0]?.[1])).toEqual({ state: STATE });
    expect(sentBody(callsTo(fetchMock, exchangeTokenEndpoint.path)[0]?.[1])).toEqual({
      code: 'sandbox-code-1',
      realmId: 'sandbox-1',
      environment: 'sandbox',
    });
  });

  it('answers the callback with access_denied on Cancel, without granting anything', async () => {
    signInAs();
    storeStateForTest(STATE);
    const fetchMock = mockSandbox();
    const { router, user } = renderApp(`/accounting/sandbox/consent?state=${STATE}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));

    await waitFor(() => expect(router.state.location.pathname).toBe('/accounting/callback'));
    expect(router.state.location.search).toBe(`?error=access_denied&state=${STATE}`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(AUTHORIZATION_FAILED_MESSAGE);
    expect(alert).toHaveTextContent('Access was not granted.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and stays', async () => {
    signInAs();
    mockApi({
      [sandboxConsentEndpoint.path]: () =>
        jsonResponse({ message: 'QuickBooks is configured; the sandbox ledger is off.' }, 404),
    });
    const { router, user } = renderApp(`/accounting/sandbox/consent?state=${STATE}`);
    await user.click(await screen.findByRole('button', { name: 'Connect' }, SLOW));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'QuickBooks is configured; the sandbox ledger is off.',
    );
    expect(router.state.location.pathname).toBe('/accounting/sandbox/consent');
  });

  it('offers no buttons without a state to answer with', async () => {
    signInAs();
    renderApp('/accounting/sandbox/consent');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This consent address is incomplete.',
    );
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });
});
