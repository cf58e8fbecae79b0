import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { publicSummaryAnswer, unpublishedSummary } from '../../test/factories/public-data';
import { authenticatedUser } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody, sentHeader } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { getPublicMonitoringWellsEndpoint } from '../../../shared/contracts/monitoring-wells';
import { getPublicSummaryEndpoint } from '../../../shared/contracts/public-data';
import { authenticateEndpoint } from '../../../shared/contracts/users';

vi.mock('altcha', () => ({}));

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Sign In' });
  return app;
}

describe('login page', () => {
  it('asks for a valid email and a password when submitted empty', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects an invalid email', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    { role: 'Admin', accessLevel: 100, path: '/dashboard', title: 'Dashboard' },
    { role: 'User', accessLevel: 10, path: '/client/well/all-wells/', title: 'Wells' },
    { role: 'Owner', accessLevel: 40, path: '/client/dashboard', title: 'Dashboard' },
  ])('signs in a $role, stores the session and goes to $path', async ({ role, accessLevel, path, title }) => {
    const fetchMock = mockApi({
      [authenticateEndpoint.path]: () =>
        jsonResponse(
          authenticatedUser({ role: [role], accessLevel, clientIds: role === 'Admin' ? [] : [3] }),
        ),
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), ' Ada@Demo.test ');
    await user.type(screen.getByLabelText('Password'), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({ email: 'ada@demo.test', password: 'demo12345' });
    expect(sentHeader(init, 'Authorization')).toBeUndefined();
    expect(getSession()).toMatchObject({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada@demo.test' },
      authToken: 'token-1',
      refreshToken: 'refresh-1',
      role: [role],
      accessLevel,
    });
  });

  it("shows the server's message when sign-in fails", async () => {
    const fetchMock = mockApi({
      [authenticateEndpoint.path]: () => jsonResponse({ message: 'Invalid email or password.' }, 401),
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the captcha when the server asks for it, and sends the solution', async () => {
    let attempt = 0;
    const fetchMock = mockApi({
      [authenticateEndpoint.path]: () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse(
              {
                message: 'Too many failed sign-in attempts. Please complete the captcha to sign in.',
                code: 'captcha-required',
              },
              401,
            )
          : jsonResponse(authenticatedUser({ role: ['Admin'], accessLevel: 100, clientIds: [] }));
      },
    });
    const { user, router } = await openLogin();
    expect(document.querySelector('altcha-widget')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo12345{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete the captcha to sign in.');
    // The widget is loaded on demand, a moment after the server asks for it.
    const widget = await waitFor(() => {
      const element = document.querySelector('altcha-widget');
      expect(element).not.toBeNull();
      return element;
    });
    // Unsolved, the form does not send again.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => {
      widget?.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBody(fetchMock.mock.calls[1]?.[1])).toEqual({
      email: 'ada@demo.test',
      password: 'demo12345',
      reCAPTCHAToken: 'solved-payload',
    });
  });

  it('switches in place to the register form and back', async () => {
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Registration Code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('links to the district’s public data, which opens without signing in', async () => {
    mockApi({
      [getPublicSummaryEndpoint.path]: publicSummaryAnswer(unpublishedSummary()),
      [getPublicMonitoringWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
    });
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('link', { name: 'Public water data' }));
    expect(
      await screen.findByText(/The district does not publish any data here yet/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/public');
  });
});
