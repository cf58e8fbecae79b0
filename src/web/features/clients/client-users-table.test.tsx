import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { clientDetail, LOOSE_USER } from '../../test/factories/clients';
import {
  assignClientUsersEndpoint,
  getClientEndpoint,
  listUnassignedUsersEndpoint,
  removeUserAssignmentEndpoint,
} from '../../../shared/contracts/clients';

async function openClient(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handlers);
  signInAs({ role: ['Admin'], accessLevel: 100 });
  const app = renderApp('/management/client/edit/3');
  await screen.findByRole('table', { name: 'Client Users' }, { timeout: 10_000 });
  return { ...app, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('client users on the client page', () => {
  it('lists the client’s users with name, email and role', async () => {
    await openClient({ [getClientEndpoint.path]: () => jsonResponse(clientDetail()) });
    const table = within(screen.getByRole('table', { name: 'Client Users' }));
    expect(table.getByText('Kevin Guidry')).toBeInTheDocument();
    expect(table.getByText('kevin@redstick.test')).toBeInTheDocument();
    expect(table.getByText('User')).toBeInTheDocument();
  });

  it('says No Users Available. when nobody is unassigned, and Assign then does nothing', async () => {
    const { user, fetchMock } = await openClient({
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
      [listUnassignedUsersEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Assign User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign User' }));
    expect(await dialog.findByText('No Users Available.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(calls(fetchMock, assignClientUsersEndpoint.path)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Assign User' })).toBeInTheDocument();
  });

  it('does nothing when confirming with users listed but none selected', async () => {
    const { user, fetchMock } = await openClient({
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
      [listUnassignedUsersEndpoint.path]: () => jsonResponse({ message: 'OK', data: [LOOSE_USER] }),
    });
    await user.click(screen.getByRole('button', { name: 'Assign User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign User' }));
    await dialog.findByText('nell@loose.test');
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(calls(fetchMock, assignClientUsersEndpoint.path)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Assign User' })).toBeInTheDocument();
  });

  it('assigns the selected users and shows them in the table', async () => {
    let assigned = false;
    const { user, fetchMock } = await openClient({
      [getClientEndpoint.path]: () =>
        jsonResponse(clientDetail(assigned ? { users: [...clientDetail().users, LOOSE_USER] } : {})),
      [listUnassignedUsersEndpoint.path]: () =>
        jsonResponse({ message: 'OK', data: assigned ? [] : [LOOSE_USER] }),
      [assignClientUsersEndpoint.path]: () => {
        assigned = true;
        return jsonResponse({ message: '1 user assigned successfully.', id: 3 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Assign User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign User' }));
    const row = (await dialog.findByText('nell@loose.test')).closest('tr');
    if (!row) throw new Error('no row for the unassigned user');
    await user.click(within(row).getByRole('checkbox'));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('1 user assigned successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = calls(fetchMock, assignClientUsersEndpoint.path);
    expect(call?.[1]?.method).toBe('POST');
    expect(sentBody(call?.[1])).toEqual({ clientId: 3, users: [44] });
    const table = within(screen.getByRole('table', { name: 'Client Users' }));
    expect(await table.findByText('Nell Loose')).toBeInTheDocument();
  });

  it('removes a user only after the confirmation', async () => {
    let removed = false;
    const { user, fetchMock } = await openClient({
      [getClientEndpoint.path]: () => jsonResponse(clientDetail(removed ? { users: [] } : {})),
      [removeUserAssignmentEndpoint.path]: () => {
        removed = true;
        return jsonResponse({ message: 'User removed from the client successfully.', id: 3 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Kevin Guidry' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove User' }));
    expect(
      confirm.getByText('Are you sure you want to remove this user from this client?'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, removeUserAssignmentEndpoint.path)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Kevin Guidry' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove User' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('User removed from the client successfully.')).toBeInTheDocument();
    const [call] = calls(fetchMock, removeUserAssignmentEndpoint.path);
    expect(call?.[0]).toBe(`${removeUserAssignmentEndpoint.path}?clientId=3&userId=21`);
    expect(call?.[1]?.method).toBe('DELETE');
    expect(await screen.findByText('No users are assigned to this client.')).toBeInTheDocument();
  });

  it('shows a failed unassigned-users load with a retry', async () => {
    let attempts = 0;
    const { user } = await openClient({
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
      [listUnassignedUsersEndpoint.path]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ message: 'Users could not be loaded.' }, 500)
          : jsonResponse({ message: 'OK', data: [LOOSE_USER] });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Assign User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign User' }));
    expect(await dialog.findByText('Users could not be loaded.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Try Again' }));
    expect(await dialog.findByText('nell@loose.test')).toBeInTheDocument();
  });
});
