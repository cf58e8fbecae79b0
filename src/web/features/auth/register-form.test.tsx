import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { registerEndpoint } from '../../../shared/contracts/users';

// jsdom cannot run the proof of work; the widget stays an inert custom element the tests drive.
vi.mock('altcha', () => ({}));

const CAPTCHA_ALERT = 'Please complete the recaptcha before proceeding.';

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Register' });
  return app;
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Grace');
  await user.type(screen.getByLabelText('Last Name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'Grace@Demo.test');
  await user.type(screen.getByLabelText('Phone'), '2255550100');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.type(screen.getByLabelText('Registration Code'), 'REG-001');
}

function solveCaptcha(payload: string) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('captcha widget not rendered');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

describe('register form', () => {
  it('names every missing field when submitted empty', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your new password',
      'Registration Code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the email, the password length and the confirmation', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Email'), 'grace');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd{Enter}');

    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Minimum password length must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('asks for the captcha when everything else is valid', async () => {
    const { user } = await openRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_ALERT);
    expect(screen.getByText(CAPTCHA_ALERT)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the form with the captcha payload and returns to /login', async () => {
    const fetchMock = mockApi({
      [registerEndpoint.path]: () =>
        jsonResponse({ message: 'Registration successful. You can now sign in.' }),
    });
    const { user, router } = await openRegister();
    await fillValidForm(user);
    solveCaptcha('cGF5bG9hZA==');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Registration successful. You can now sign in.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(sentBody(init)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@demo.test',
      username: 'grace@demo.test',
      phone: '(225)-555-0100',
      password: 'secret1',
      confirmPassword: 'secret1',
      registrationCode: 'REG-001',
      isActive: true,
      reCAPTCHAToken: 'cGF5bG9hZA==',
    });
  });

  it("shows the server's message when registration fails", async () => {
    mockApi({
      [registerEndpoint.path]: () =>
        jsonResponse({ message: 'An account with this email already exists.' }, 409),
    });
    const { user, router } = await openRegister();
    await fillValidForm(user);
    solveCaptcha('cGF5bG9hZA==');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');

    // A solved challenge is single-use: the next attempt needs a fresh one.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(CAPTCHA_ALERT)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
