import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { clientDetail } from '../../test/factories/clients';
import { listClientsEndpoint } from '../../../shared/contracts/clients';

const { message: _message, users: _users, ...first } = clientDetail();
const second = {
  ...first,
  id: 4,
  name: 'Bayou Farms',
  registrationCode: 'BF-1',
  city: 'Zachary',
  isActive: false,
};

async function openList() {
  signInAs({ role: ['Admin'], accessLevel: 100 });
  const app = renderApp('/management/clients');
  await screen.findByRole('heading', { name: 'Clients' }, { timeout: 10_000 });
  return app;
}

describe('clients list', () => {
  it('shows name, registration code, city, contact and active with View and New Client', async () => {
    mockApi({ [listClientsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [first, second] }) });
    await openList();
    const table = within(screen.getByRole('table', { name: 'Clients' }));
    const bayou = (await table.findByText('Bayou Farms')).closest('tr');
    expect(bayou).toHaveTextContent('BF-1');
    expect(bayou).toHaveTextContent('Zachary');
    expect(bayou).toHaveTextContent('No');
    expect(table.getByRole('link', { name: 'View Red Stick Water Company' })).toHaveAttribute(
      'href',
      '/management/client/edit/3',
    );
    expect(screen.getByRole('link', { name: 'New Client' })).toHaveAttribute('href', '/management/client');
  });

  it('shows the empty state', async () => {
    mockApi({ [listClientsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }) });
    await openList();
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
  });

  it('shows a load failure with Try Again', async () => {
    let attempts = 0;
    mockApi({
      [listClientsEndpoint.path]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ message: 'Clients could not be loaded.' }, 500)
          : jsonResponse({ message: 'OK', data: [first] });
      },
    });
    const { user } = await openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Clients could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Red Stick Water Company')).toBeInTheDocument();
  });

  it('is not open to owners', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [3] });
    const { router } = renderApp('/management/clients');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/dashboard'));
    expect(screen.queryByRole('table', { name: 'Clients' })).not.toBeInTheDocument();
  });
});
