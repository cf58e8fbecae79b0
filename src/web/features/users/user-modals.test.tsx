import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { EditUserModal } from './edit-user-modal';
import { NewUserModal } from './new-user-modal';
import { CLIENTS, listOf, ROLES, ROLES_BELOW_STAFF, userRow } from '../../test/factories/users';
import { listRolesEndpoint } from '../../../shared/contracts/users';
import { listClientsEndpoint } from '../../../shared/contracts/clients';
import { addUserEndpoint, getUserEndpoint, updateUserEndpoint } from '../../../shared/contracts/user-admin';

// MUI dialogs and selects settle slowly in jsdom on a busy machine.

const CLIENT_REQUIRED = 'Client is required for User and Owner roles';

function lookups(roles = ROLES, clients = CLIENTS) {
  return {
    [listRolesEndpoint.path]: listOf(roles),
    [listClientsEndpoint.path]: listOf(clients),
  };
}

async function openNewUser(callerLevel = 100, handlers = {}) {
  const fetchMock = mockApi({ ...lookups(), ...handlers });
  const onClose = vi.fn();
  const view = renderWithProviders(<NewUserModal callerLevel={callerLevel} onClose={onClose} />);
  const dialog = within(await screen.findByRole('dialog', { name: 'New User' }));
  await dialog.findByLabelText('First Name');
  return { ...view, dialog, fetchMock, onClose };
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

const combobox = (label: string) => screen.getByRole('combobox', { name: label });

const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** The calls to the path, whatever their query string. */
const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);

describe('New User modal', () => {
  it('shows the spec’s messages when submitted empty', async () => {
    const { user, dialog, fetchMock } = await openNewUser();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your new password',
      'Role is required',
      'Registration Code is required',
      CLIENT_REQUIRED,
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, addUserEndpoint.path)).toEqual([]);
  });

  it('checks email, password length and confirmation like registration', async () => {
    const { user, dialog } = await openNewUser();
    await user.type(dialog.getByLabelText('Email'), 'grace');
    await user.type(dialog.getByLabelText('Password'), 'abc');
    await user.type(dialog.getByLabelText('Confirm Password'), 'abd{Enter}');
    expect(await dialog.findByText('Please enter valid email')).toBeInTheDocument();
    expect(dialog.getByText('Minimum password length must be at least 5 characters')).toBeInTheDocument();
    expect(dialog.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('fills the registration code from the chosen client', async () => {
    const { user, dialog } = await openNewUser();
    await choose(user, 'Client', 'Red Stick Water Company');
    expect(dialog.getByLabelText('Registration Code')).toHaveValue('RSWC-001');
    await choose(user, 'Client', 'Bayou Farms');
    expect(dialog.getByLabelText('Registration Code')).toHaveValue('BAYOU-02');
  });

  it.each(['Admin', 'Researcher'])('clears and disables client and code for %s', async (role) => {
    const { user, dialog } = await openNewUser();
    await choose(user, 'Client', 'Red Stick Water Company');
    await choose(user, 'Role', role);
    expect(combobox('Client')).toHaveAttribute('aria-disabled', 'true');
    expect(combobox('Client')).not.toHaveTextContent('Red Stick Water Company');
    expect(dialog.getByLabelText('Registration Code')).toBeDisabled();
    expect(dialog.getByLabelText('Registration Code')).toHaveValue('');

    await choose(user, 'Role', 'Owner');
    expect(combobox('Client')).not.toHaveAttribute('aria-disabled');
    expect(dialog.getByLabelText('Registration Code')).toBeEnabled();
  });

  it('needs no client for a staff role when submitted', async () => {
    const { user, dialog } = await openNewUser();
    await choose(user, 'Role', 'Researcher');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('First Name is required')).toBeInTheDocument();
    expect(dialog.queryByText(CLIENT_REQUIRED)).not.toBeInTheDocument();
    expect(dialog.queryByText('Registration Code is required')).not.toBeInTheDocument();
  });

  it.each([
    [100, ['User', 'Owner', 'Researcher', 'Admin']],
    [50, ['User', 'Owner', 'Researcher']],
  ])('offers level %i the roles %j', async (level, names) => {
    const { user } = await openNewUser(level);
    expect(await optionsOf(user, 'Role')).toEqual(names);
  });

  it('adds the user and closes', async () => {
    const { user, dialog, fetchMock, onClose } = await openNewUser(100, {
      [addUserEndpoint.path]: () => jsonResponse({ message: 'User added successfully.', id: 40 }),
    });
    await user.type(dialog.getByLabelText('First Name'), 'Grace');
    await user.type(dialog.getByLabelText('Last Name'), 'Hopper');
    await user.type(dialog.getByLabelText('Email'), 'Grace@Demo.test');
    await user.type(dialog.getByLabelText('Phone'), '2255550100');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.type(dialog.getByLabelText('Confirm Password'), 'secret1');
    await choose(user, 'Role', 'User');
    await choose(user, 'Client', 'Bayou Farms');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User added successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    const [call] = callsTo(fetchMock, addUserEndpoint.path);
    expect(call?.[1]?.method).toBe('POST');
    expect(sentBody(call?.[1])).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@demo.test',
      username: 'grace@demo.test',
      phone: '(225)-555-0100',
      password: 'secret1',
      confirmPassword: 'secret1',
      roleIds: [4],
      clientId: 2,
      registrationCode: 'BAYOU-02',
      isActive: true,
    });
  });

  it('retries an add that failed on the network with the same request key, so one user is made', async () => {
    let attempts = 0;
    const { user, dialog, fetchMock, onClose } = await openNewUser(100, {
      [addUserEndpoint.path]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ message: 'User added successfully.', id: 41 });
      },
    });
    await user.type(dialog.getByLabelText('First Name'), 'Grace');
    await user.type(dialog.getByLabelText('Last Name'), 'Hopper');
    await user.type(dialog.getByLabelText('Email'), 'grace@demo.test');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.type(dialog.getByLabelText('Confirm Password'), 'secret1');
    await choose(user, 'Role', 'User');
    await choose(user, 'Client', 'Bayou Farms');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(/something went wrong/i);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByLabelText('First Name')).toHaveValue('Grace');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User added successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    const keys = callsTo(fetchMock, addUserEndpoint.path).map(([url]) =>
      new URL(String(url), 'http://test').searchParams.get('requestKey'),
    );
    expect(keys).toHaveLength(2);
    const [first, retry] = keys;
    expect(first).toMatch(REQUEST_KEY);
    expect(retry).toMatch(REQUEST_KEY);
    expect(retry).toBe(first);
  });

  it('shows a refused save as a warning and puts field messages on their fields', async () => {
    const { user, dialog, onClose } = await openNewUser(100, {
      [addUserEndpoint.path]: () =>
        jsonResponse(
          {
            message: 'Registration Code does not match the chosen client',
            errors: { registrationCode: 'Registration Code does not match the chosen client' },
          },
          400,
        ),
    });
    await user.type(dialog.getByLabelText('First Name'), 'Grace');
    await user.type(dialog.getByLabelText('Last Name'), 'Hopper');
    await user.type(dialog.getByLabelText('Email'), 'grace@demo.test');
    await user.type(dialog.getByLabelText('Password'), 'secret1');
    await user.type(dialog.getByLabelText('Confirm Password'), 'secret1');
    await choose(user, 'Role', 'Owner');
    await choose(user, 'Client', 'Bayou Farms');
    await user.clear(dialog.getByLabelText('Registration Code'));
    await user.type(dialog.getByLabelText('Registration Code'), 'WRONG{Enter}');

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Registration Code does not match the chosen client');
    expect(alert.className).toContain('Warning');
    expect(dialog.getAllByText('Registration Code does not match the chosen client')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failed lookup as an error', async () => {
    mockApi({
      [listRolesEndpoint.path]: () => jsonResponse({ message: 'Roles unavailable.' }, 500),
      [listClientsEndpoint.path]: listOf(CLIENTS),
    });
    renderWithProviders(<NewUserModal callerLevel={100} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Roles unavailable.');
  });
});

describe('Edit User modal', () => {
  async function openEdit(callerLevel: number, row = userRow(), handlers = {}, roles = ROLES) {
    const fetchMock = mockApi({
      ...lookups(roles),
      [getUserEndpoint.path]: () => jsonResponse({ message: 'OK', data: row }),
      ...handlers,
    });
    const onClose = vi.fn();
    const view = renderWithProviders(
      <EditUserModal
        row={{ id: row.id, clientId: row.clientId }}
        callerLevel={callerLevel}
        onClose={onClose}
      />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await dialog.findByLabelText('First Name');
    return { ...view, dialog, fetchMock, onClose };
  }

  it('is read-only below level 40: client disabled, Update hidden', async () => {
    const { dialog } = await openEdit(10, userRow(), {}, ROLES_BELOW_STAFF);
    expect(dialog.getByLabelText('First Name')).toHaveValue('Grace');
    expect(combobox('Client')).toHaveAttribute('aria-disabled', 'true');
    expect(combobox('Client')).toHaveTextContent('Red Stick Water Company');
    expect(dialog.getByLabelText('Registration Code')).toHaveValue('RSWC-001');
    expect(dialog.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('lets an owner manager update, offering no role above their own', async () => {
    const { user, dialog } = await openEdit(40, userRow(), {}, ROLES_BELOW_STAFF);
    expect(combobox('Client')).not.toHaveAttribute('aria-disabled');
    expect(dialog.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(await optionsOf(user, 'Role')).toEqual(['User', 'Owner']);
  });

  it('does not let a Researcher update an Admin', async () => {
    const admin = userRow({
      roleIds: [1],
      role: 'Admin',
      clientId: null,
      client: null,
      registrationCode: null,
    });
    const { dialog } = await openEdit(50, admin);
    expect(combobox('Role')).toHaveTextContent('Admin');
    expect(dialog.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('validates names and email and the client rule', async () => {
    const { user, dialog, fetchMock } = await openEdit(100);
    await user.clear(dialog.getByLabelText('First Name'));
    await user.clear(dialog.getByLabelText('Last Name'));
    await user.clear(dialog.getByLabelText('Email'));
    await user.clear(dialog.getByLabelText('Registration Code'));
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText('First Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Last Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Email is required')).toBeInTheDocument();
    expect(dialog.getByText('Registration Code is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(updateUserEndpoint.path);
  });

  it('sends the whole user to UpdateUser, deactivated', async () => {
    const { user, dialog, fetchMock, onClose } = await openEdit(100, userRow(), {
      [updateUserEndpoint.path]: () => jsonResponse({ message: 'User updated successfully.', id: 11 }),
    });
    await user.clear(dialog.getByLabelText('Last Name'));
    await user.type(dialog.getByLabelText('Last Name'), 'Murray');
    await user.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    const call = fetchMock.mock.calls.find(([url]) => url === updateUserEndpoint.path);
    expect(call?.[1]?.method).toBe('PUT');
    expect(sentBody(call?.[1])).toEqual({
      id: 11,
      firstName: 'Grace',
      lastName: 'Murray',
      email: 'grace@demo.test',
      username: 'grace@demo.test',
      phone: '(225)-555-0100',
      roleIds: [4],
      clientId: 1,
      registrationCode: 'RSWC-001',
      isActive: false,
    });
  });

  it('shows a failed load as an error', async () => {
    mockApi({
      ...lookups(),
      [getUserEndpoint.path]: () => jsonResponse({ message: 'User not found.' }, 404),
    });
    renderWithProviders(<EditUserModal row={{ id: 99, clientId: 2 }} callerLevel={40} onClose={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User not found.');
    expect(alert.className).toContain('Error');
  });
});
