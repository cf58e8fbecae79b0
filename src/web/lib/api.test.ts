import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getClientEndpoint,
  listClientsEndpoint,
  removeUserAssignmentEndpoint,
  updateClientEndpoint,
} from '../../shared/contracts/clients';
import { GENERIC_ERROR_MESSAGE } from '../../shared/contracts/common';
import { authenticateEndpoint, refreshTokenEndpoint } from '../../shared/contracts/users';
import { authenticatedUser, signInAs } from '../test/factories/session';
import { jsonResponse, mockApi, sentBody, sentHeader } from '../test/api-mock';
import { api, ApiError, setApiNavigator, setForbiddenNotifier } from './api';
import { getSession } from './session';

const navigate = vi.fn<(path: string) => void>();

beforeEach(() => {
  navigate.mockReset();
  setApiNavigator(navigate);
});

function refreshedUser() {
  const { message: _message, ...user } = authenticatedUser({ token: 'token-2', refreshToken: 'refresh-2' });
  return { success: true, message: 'Token refreshed.', user };
}

describe('api client', () => {
  it('sends the bearer token and returns the JSON body', async () => {
    signInAs();
    const fetchMock = mockApi({
      [listClientsEndpoint.path]: () => jsonResponse({ message: 'ok', data: [] }),
    });
    await expect(api(listClientsEndpoint, { query: {} })).resolves.toEqual({ message: 'ok', data: [] });
    expect(sentHeader(fetchMock.mock.calls[0]?.[1], 'Authorization')).toBe('Bearer token-1');
  });

  it('encodes query values', async () => {
    signInAs();
    const fetchMock = mockApi({
      [removeUserAssignmentEndpoint.path]: () => jsonResponse({ message: 'Done' }),
      [listClientsEndpoint.path]: () => jsonResponse({ message: 'ok', data: [] }),
    });
    await api(removeUserAssignmentEndpoint, { query: { clientId: 7, userId: 12 } });
    await api(listClientsEndpoint, { query: { isActive: 'a b&c' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${removeUserAssignmentEndpoint.path}?clientId=7&userId=12`);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`${listClientsEndpoint.path}?isActive=a%20b%26c`);
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
  });

  it('refreshes the token once on 401 and retries with the new one', async () => {
    signInAs();
    let wellCalls = 0;
    const fetchMock = mockApi({
      [getClientEndpoint.path]: (_url, init) => {
        wellCalls += 1;
        return sentHeader(init, 'Authorization') === 'Bearer token-2'
          ? jsonResponse({ message: 'ok', id: 1 })
          : jsonResponse({ message: 'Token expired.' }, 401);
      },
      [refreshTokenEndpoint.path]: () => jsonResponse(refreshedUser()),
    });

    await expect(api(getClientEndpoint, { query: { clientId: 1 } })).resolves.toEqual({
      message: 'ok',
      id: 1,
    });
    expect(wellCalls).toBe(2);
    const refreshCall = fetchMock.mock.calls.find(([url]) => String(url) === refreshTokenEndpoint.path);
    expect(sentBody(refreshCall?.[1])).toEqual({ refreshToken: 'refresh-1' });
    expect(getSession()).toMatchObject({ authToken: 'token-2', refreshToken: 'refresh-2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    signInAs();
    const fetchMock = mockApi({
      [listClientsEndpoint.path]: (_url, init) =>
        sentHeader(init, 'Authorization') === 'Bearer token-2'
          ? jsonResponse({ message: 'ok', data: [] })
          : jsonResponse({ message: 'Token expired.' }, 401),
      [refreshTokenEndpoint.path]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse(refreshedUser());
      },
    });

    await Promise.all([
      api(listClientsEndpoint, { query: {} }),
      api(listClientsEndpoint, { query: {} }),
      api(listClientsEndpoint, { query: {} }),
    ]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => String(url) === refreshTokenEndpoint.path);
    expect(refreshCalls).toHaveLength(1);
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    signInAs();
    mockApi({
      [listClientsEndpoint.path]: () => jsonResponse({ message: 'Token expired.' }, 401),
      [refreshTokenEndpoint.path]: () => jsonResponse({ message: 'Invalid refresh token.' }, 401),
    });

    await expect(api(listClientsEndpoint, { query: {} })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not refresh on a failed sign-in', async () => {
    const fetchMock = mockApi({
      [authenticateEndpoint.path]: () => jsonResponse({ message: 'Invalid email or password.' }, 401),
    });
    await expect(
      api(authenticateEndpoint, { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("carries the server's message and field errors", async () => {
    signInAs();
    mockApi({
      [updateClientEndpoint.path]: () =>
        jsonResponse({ message: 'Validation failed.', errors: { parishId: 'Parish Id is required' } }, 400),
    });
    const error = await api(updateClientEndpoint, { body: {} as never }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed.',
      errors: { parishId: 'Parish Id is required' },
    });
  });

  it('falls back to the generic message', async () => {
    signInAs();
    mockApi({
      [listClientsEndpoint.path]: () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(api(listClientsEndpoint, { query: {} })).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('falls back to the generic message when the network fails', async () => {
    signInAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api(getClientEndpoint, { query: { clientId: 1 } })).rejects.toMatchObject({
      status: 0,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('shows the server’s message of a 403, then sends the user to the site root', async () => {
    signInAs({ role: ['User'], accessLevel: 10 });
    const notify = vi.fn<(message: string) => void>();
    const stop = setForbiddenNotifier(notify);
    mockApi({ [listClientsEndpoint.path]: () => jsonResponse({ message: 'Not allowed.' }, 403) });
    await expect(api(listClientsEndpoint, { query: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Not allowed.',
    });
    expect(notify).toHaveBeenCalledWith('Not allowed.');
    expect(notify.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0] ?? 0);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getSession()).not.toBeNull();
    stop();
  });
});
