import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { changeUserPasswordEndpoint, getLoggedInUserEndpoint } from '../../../shared/contracts/users';

const LOGGED_IN = {
  message: 'ok',
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada@demo.test',
  email: 'ada@demo.test',
  phone: null,
  role: ['Owner'],
  clientIds: [3],
  accessLevel: 40,
};

async function openProfile(path = '/client/my-profile') {
  signInAs({ id: 7, role: ['Owner'], accessLevel: 40, clientIds: [3] });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'My Profile' });
  return app;
}

describe('my profile', () => {
  it('shows the name and email, disabled, after loading', async () => {
    mockApi({ [getLoggedInUserEndpoint.path]: () => jsonResponse(LOGGED_IN) });
    await openProfile();
    expect(screen.getByLabelText('Loading profile')).toBeInTheDocument();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('First Name')).toBeDisabled();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Last Name')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@demo.test');
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });

  it('shows a load failure', async () => {
    mockApi({ [getLoggedInUserEndpoint.path]: () => jsonResponse({ message: 'User not found.' }, 404) });
    await openProfile('/my-profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
  });

  it('validates and changes the password, asking for the current one, all in the body', async () => {
    const fetchMock = mockApi({
      [getLoggedInUserEndpoint.path]: () => jsonResponse(LOGGED_IN),
      [changeUserPasswordEndpoint.path]: () => jsonResponse({ message: 'Password updated successfully.' }),
    });
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Password' }));

    await user.click(dialog.getByRole('button', { name: 'Reset Password' }));
    expect(await dialog.findByText('New password is required')).toBeInTheDocument();
    expect(dialog.getByText('Re-enter your new password')).toBeInTheDocument();
    expect(dialog.getByText('Current password is required')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('New Password'), 'abc');
    await user.type(dialog.getByLabelText('Confirm Password'), 'abd{Enter}');
    expect(await dialog.findByText('Minimum length of Password is 5')).toBeInTheDocument();
    expect(dialog.getByText('Passwords must match')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Current Password'), 'old pass');
    await user.clear(dialog.getByLabelText('New Password'));
    await user.type(dialog.getByLabelText('New Password'), 'new pass&1');
    await user.clear(dialog.getByLabelText('Confirm Password'));
    await user.type(dialog.getByLabelText('Confirm Password'), 'new pass&1{Enter}');

    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith(changeUserPasswordEndpoint.path),
    );
    expect(call?.[0]).toBe(changeUserPasswordEndpoint.path);
    expect(call?.[1]?.method).toBe('PUT');
    expect(sentBody(call?.[1])).toEqual({ userId: 7, currentPassword: 'old pass', password: 'new pass&1' });
  });

  it('shows a failed reset as a warning', async () => {
    mockApi({
      [getLoggedInUserEndpoint.path]: () => jsonResponse(LOGGED_IN),
      [changeUserPasswordEndpoint.path]: () =>
        jsonResponse({ message: 'Password could not be changed.' }, 400),
    });
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Password' }));
    await user.type(dialog.getByLabelText('Current Password'), 'old pass');
    await user.type(dialog.getByLabelText('New Password'), 'secret1');
    await user.type(dialog.getByLabelText('Confirm Password'), 'secret1{Enter}');

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Password could not be changed.');
    expect(alert.className).toContain('Warning');
  });
});
