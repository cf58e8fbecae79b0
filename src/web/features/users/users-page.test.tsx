import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { CLIENTS, listOf, ROLES, ROLES_BELOW_STAFF, userRow } from '../../test/factories/users';
import { getUserEndpoint, listUsersEndpoint } from '../../../shared/contracts/user-admin';
import { changeUserPasswordEndpoint, listRolesEndpoint } from '../../../shared/contracts/users';
import { listClientsEndpoint } from '../../../shared/contracts/clients';

// Material React Table renders and filters slowly in jsdom; a busy machine needs more than 1 s.

const ROWS = [
  userRow(),
  userRow({
    id: 12,
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@demo.test',
    roleIds: [3],
    role: 'Owner',
    isActive: false,
  }),
];

async function openUsers(path: string) {
  const app = renderApp(path);
  // The page is its own chunk: the first render waits for it.
  await screen.findByRole('heading', { name: 'Users' }, { timeout: 30_000 });
  return app;
}

const table = () => screen.getByRole('table', { name: 'Users' });

describe('users list', () => {
  it('shows the spec’s columns with View, Reset Password and New User for staff', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    mockApi({ [listUsersEndpoint.path]: listOf(ROWS), [listRolesEndpoint.path]: listOf(ROLES) });
    await openUsers('/management/users');

    const row = (await within(table()).findByText('grace@demo.test')).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('Grace Hopper');
    expect(row).toHaveTextContent('User');
    expect(row).toHaveTextContent('Red Stick Water Company');
    expect(row).toHaveTextContent('Yes');
    for (const header of ['Name', 'Email', 'Role', 'Client', 'Active']) {
      expect(within(table()).getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'View grace@demo.test' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Reset Password of grace@demo.test' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New User' })).toBeInTheDocument();
  });

  it('keeps Date Registered behind the column toggle, so the actions fit beside the rest', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    mockApi({ [listUsersEndpoint.path]: listOf(ROWS), [listRolesEndpoint.path]: listOf(ROLES) });
    const { user } = await openUsers('/management/users');
    await within(table()).findByText('grace@demo.test');
    expect(within(table()).queryByText('2024-03-05')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show/Hide columns' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Date Registered'));
    await user.keyboard('{Escape}');
    expect((await within(table()).findAllByText('2024-03-05')).length).toBe(ROWS.length);
  });

  it('offers a Researcher no Reset Password on a user above their level', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const admin = userRow({ id: 1, email: 'admin@demo.test', roleIds: [1], role: 'Admin', clientId: null });
    mockApi({ [listUsersEndpoint.path]: listOf([admin, ...ROWS]), [listRolesEndpoint.path]: listOf(ROLES) });
    await openUsers('/management/users');

    expect(
      await screen.findByRole('button', { name: 'Reset Password of grace@demo.test' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View admin@demo.test' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reset Password of admin@demo.test' }),
    ).not.toBeInTheDocument();
  });

  it('gives an owner manager View only', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    mockApi({ [listUsersEndpoint.path]: listOf(ROWS) });
    await openUsers('/client/users');

    expect(await screen.findByRole('button', { name: 'View alan@demo.test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset Password/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New User' })).not.toBeInTheDocument();
  });

  it('filters by column', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    mockApi({ [listUsersEndpoint.path]: listOf(ROWS), [listRolesEndpoint.path]: listOf(ROLES) });
    const { user } = await openUsers('/management/users');
    await within(table()).findByText('alan@demo.test');
    await user.type(screen.getByPlaceholderText('Filter by Email'), 'grace');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'View alan@demo.test' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'View grace@demo.test' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    mockApi({ [listUsersEndpoint.path]: listOf([]), [listRolesEndpoint.path]: listOf(ROLES) });
    await openUsers('/management/users');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('shows a load failure as an error alert with a retry', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    let calls = 0;
    mockApi({
      [listRolesEndpoint.path]: listOf(ROLES),
      [listUsersEndpoint.path]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ message: 'Database unavailable.' }, 500) : listOf(ROWS)();
      },
    });
    const { user } = await openUsers('/management/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable.');
    expect(alert.className).toContain('Error');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await within(table()).findByText('grace@demo.test')).toBeInTheDocument();
  });

  it('resets a user’s password through ChangeUserPassword', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const fetchMock = mockApi({
      [listUsersEndpoint.path]: listOf(ROWS),
      [listRolesEndpoint.path]: listOf(ROLES),
      [changeUserPasswordEndpoint.path]: () =>
        jsonResponse({ message: 'Password updated successfully.', id: 11 }),
    });
    const { user } = await openUsers('/management/users');
    await user.click(await screen.findByRole('button', { name: 'Reset Password of grace@demo.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Password' }));
    // Another user's reset asks for no current password.
    const dialogCurrentPasswordShown = dialog.queryByLabelText('Current Password') !== null;
    await user.type(dialog.getByLabelText('New Password'), 'secret1');
    await user.type(dialog.getByLabelText('Confirm Password'), 'secret1{Enter}');
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith(changeUserPasswordEndpoint.path),
    );
    expect(call?.[0]).toBe(changeUserPasswordEndpoint.path);
    expect(sentBody(call?.[1])).toEqual({ userId: 11, password: 'secret1' });
    expect(dialogCurrentPasswordShown).toBe(false);
  });

  it('opens Edit User from View, read fresh from GetUser', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    const fetchMock = mockApi({
      [listUsersEndpoint.path]: listOf(ROWS),
      [getUserEndpoint.path]: () => jsonResponse({ message: 'OK', data: userRow({ firstName: 'Fresh' }) }),
      [listRolesEndpoint.path]: listOf(ROLES_BELOW_STAFF),
      [listClientsEndpoint.path]: listOf(CLIENTS.slice(0, 1)),
    });
    const { user } = await openUsers('/client/users');
    await user.click(await screen.findByRole('button', { name: 'View grace@demo.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    expect(await dialog.findByLabelText('First Name')).toHaveValue('Fresh');
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith(getUserEndpoint.path));
    expect(call?.[0]).toBe(`${getUserEndpoint.path}?clientId=1&id=11`);
  });
});
