import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { clientDetail } from '../../test/factories/clients';
import {
  createClientEndpoint,
  getClientEndpoint,
  updateClientEndpoint,
} from '../../../shared/contracts/clients';
import { getClientRemindersEndpoint } from '../../../shared/contracts/reporting-calendar';

/** The edit page's reminders section asks for the client's reminders: none here. */
const NO_REMINDERS = {
  [getClientRemindersEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
};

const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;
const STAFF = { role: ['Admin'], accessLevel: 100, clientIds: [] as number[] };
const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [3] };

async function openPage(path: string, who: Partial<typeof STAFF>) {
  signInAs(who);
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'Client' }, { timeout: 10_000 });
  return app;
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** The calls to the path, whatever their query string. */
const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);

describe('client edit page for staff', () => {
  it('shows the three sections, a read-only registration code and the flags', async () => {
    mockApi({
      ...NO_REMINDERS,
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
    });
    await openPage('/management/client/edit/3', STAFF);
    expect(screen.getByRole('heading', { name: 'Edit Client' })).toBeInTheDocument();
    expect(section('Basic Information').getByLabelText('Name')).toHaveValue('Red Stick Water Company');
    expect(section('Contact Information').getByLabelText('Contact Phone')).toHaveValue('(225)-555-0100');
    expect(section('Location Information').getByLabelText('Zip Code')).toHaveValue('70801');
    const code = screen.getByLabelText('Registration Code');
    expect(code).toHaveValue('RSWC-ABC123');
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Is Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Is Self Submitting' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Public client (its name may be published with its wells)' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Assign User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Kevin Guidry' })).toBeInTheDocument();
  });

  it('updates with the flags and shows the server’s success message', async () => {
    const fetchMock = mockApi({
      ...NO_REMINDERS,
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
      [updateClientEndpoint.path]: () => jsonResponse({ message: 'Client updated successfully.', id: 3 }),
    });
    const { user } = await openPage('/management/client/edit/3', STAFF);
    await user.click(screen.getByRole('checkbox', { name: 'Is Active' }));
    await user.clear(screen.getByLabelText('Contact Phone 2'));
    await user.type(screen.getByLabelText('Contact Phone 2'), '2255550199');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Client updated successfully.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === updateClientEndpoint.path);
    expect(call?.[1]?.method).toBe('PUT');
    expect(sentBody(call?.[1])).toMatchObject({
      id: 3,
      registrationCode: 'RSWC-ABC123',
      isActive: false,
      isSelfSubmitting: true,
      contactPhone2: '(225)-555-0199',
      address2: null,
    });
  });

  it('marks a client public, and shows a public one as such', async () => {
    let stored = clientDetail();
    const fetchMock = mockApi({
      ...NO_REMINDERS,
      [getClientEndpoint.path]: () => jsonResponse(stored),
      [updateClientEndpoint.path]: () => {
        stored = clientDetail({ isPublic: true });
        return jsonResponse({ message: 'Client updated successfully.', id: 3 });
      },
    });
    const { user } = await openPage('/management/client/edit/3', STAFF);
    const isPublic = screen.getByRole('checkbox', {
      name: 'Public client (its name may be published with its wells)',
    });
    await user.click(isPublic);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Client updated successfully.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === updateClientEndpoint.path);
    expect(sentBody(call?.[1])).toMatchObject({ id: 3, isPublic: true, isActive: true });
    await waitFor(() => expect(isPublic).toBeChecked());
  });

  it('shows a refused save as a warning and marks the field', async () => {
    mockApi({
      ...NO_REMINDERS,
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
      [updateClientEndpoint.path]: () =>
        jsonResponse(
          {
            message: 'The registration code cannot be changed.',
            errors: { registrationCode: 'The registration code cannot be changed.' },
          },
          400,
        ),
    });
    const { user } = await openPage('/management/client/edit/3', STAFF);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The registration code cannot be changed.');
    expect(alert.className).toContain('Warning');
    expect(screen.getByLabelText('Registration Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a load failure as an error', async () => {
    mockApi({ [getClientEndpoint.path]: () => jsonResponse({ message: 'Client not found.' }, 404) });
    signInAs(STAFF);
    renderApp('/management/client/edit/999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Client not found.');
    expect(alert.className).toContain('Error');
    expect(screen.queryByRole('form', { name: 'Client' })).not.toBeInTheDocument();
  });
});

describe('creating a client', () => {
  it('names the missing fields when submitted empty and calls nothing', async () => {
    const { user } = await openPage('/management/client', STAFF);
    expect(screen.getByRole('heading', { name: 'New Client' })).toBeInTheDocument();
    expect(screen.getByLabelText('Registration Code')).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required',
      'Registration Code is required',
      'Address is required',
      'City is required',
      'State is required',
      'Zip Code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Client Users' })).not.toBeInTheDocument();
  });

  it('masks phone and zip and checks emails', async () => {
    const { user } = await openPage('/management/client', STAFF);
    await user.type(screen.getByLabelText('Contact Phone 3'), 'x22555501009');
    expect(screen.getByLabelText('Contact Phone 3')).toHaveValue('(225)-555-0100');
    await user.type(screen.getByLabelText('Zip Code'), '70a8011');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('70801');
    await user.type(screen.getByLabelText('Contact Phone'), '225');
    await user.type(screen.getByLabelText('Contact Email 2'), 'nope{Enter}');
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    expect(screen.getByText('Phone must look like (999)-999-9999')).toBeInTheDocument();
  });

  it('creates the client and moves to its edit route with a success alert', async () => {
    const fetchMock = mockApi({
      ...NO_REMINDERS,
      [createClientEndpoint.path]: () => jsonResponse({ message: 'Client created successfully.', id: 77 }),
      [getClientEndpoint.path]: () => jsonResponse(clientDetail({ id: 77, name: 'Bayou Works', users: [] })),
    });
    const { user, router } = await openPage('/management/client', STAFF);
    await user.type(screen.getByLabelText('Name'), 'Bayou Works');
    await user.type(screen.getByLabelText('Registration Code'), 'BW-1');
    await user.type(screen.getByLabelText('Address'), '1 River Road');
    await user.type(screen.getByLabelText('City'), 'Baton Rouge');
    await user.type(screen.getByLabelText('State'), 'LA');
    await user.type(screen.getByLabelText('Zip Code'), '70801{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/management/client/edit/77'));
    expect(await screen.findByText('Client created successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit Client' })).toBeInTheDocument();
    // Said once: the message leaves the history entry but stays on screen.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Client created successfully.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, createClientEndpoint.path);
    expect(sentBody(call?.[1])).toMatchObject({
      id: null,
      name: 'Bayou Works',
      registrationCode: 'BW-1',
      isActive: true,
      isSelfSubmitting: false,
      contactName: null,
    });
  });

  it('retries a create that failed on the network with the same request key, so one client is made', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      ...NO_REMINDERS,
      [createClientEndpoint.path]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ message: 'Client created successfully.', id: 78 });
      },
      [getClientEndpoint.path]: () => jsonResponse(clientDetail({ id: 78, name: 'Bayou Works', users: [] })),
    });
    const { user, router } = await openPage('/management/client', STAFF);
    await user.type(screen.getByLabelText('Name'), 'Bayou Works');
    await user.type(screen.getByLabelText('Registration Code'), 'BW-2');
    await user.type(screen.getByLabelText('Address'), '1 River Road');
    await user.type(screen.getByLabelText('City'), 'Baton Rouge');
    await user.type(screen.getByLabelText('State'), 'LA');
    await user.type(screen.getByLabelText('Zip Code'), '70801');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/something went wrong/i);
    expect(router.state.location.pathname).toBe('/management/client');
    expect(screen.getByLabelText('Name')).toHaveValue('Bayou Works');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/management/client/edit/78'));
    const keys = callsTo(fetchMock, createClientEndpoint.path).map(([url]) =>
      new URL(String(url), 'http://test').searchParams.get('requestKey'),
    );
    expect(keys).toHaveLength(2);
    const [first, retry] = keys;
    expect(first).toMatch(REQUEST_KEY);
    expect(retry).toMatch(REQUEST_KEY);
    expect(retry).toBe(first);
  });
});

describe('organization profile for an owner (level 40)', () => {
  it('hides the flags and user management and keeps the code and the Owner Id read-only', async () => {
    mockApi({
      ...NO_REMINDERS,
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
    });
    await openPage('/client/edit/3', OWNER);
    expect(screen.getByRole('heading', { name: 'Organization Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Registration Code')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Owner Id')).toHaveAttribute('readonly');
    expect(screen.getByText('The district assigns the Owner Id.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Is Active' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Is Self Submitting' })).not.toBeInTheDocument();
    expect(section('Client Users').getByText('Kevin Guidry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('saves without sending the flags', async () => {
    const fetchMock = mockApi({
      ...NO_REMINDERS,
      [getClientEndpoint.path]: () => jsonResponse(clientDetail()),
      [updateClientEndpoint.path]: () => jsonResponse({ message: 'Client updated successfully.', id: 3 }),
    });
    const { user } = await openPage('/client/edit/3', OWNER);
    await user.clear(screen.getByLabelText('Contact Name'));
    await user.type(screen.getByLabelText('Contact Name'), 'Claire Landry{Enter}');
    expect(await screen.findByText('Client updated successfully.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === updateClientEndpoint.path);
    const body = sentBody(call?.[1]) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 3, contactName: 'Claire Landry', registrationCode: 'RSWC-ABC123' });
    expect(body).not.toHaveProperty('isActive');
    expect(body).not.toHaveProperty('isSelfSubmitting');
    expect(body).not.toHaveProperty('isPublic');
  });

  it('sends a User (level 10) away from the page', async () => {
    signInAs({ role: ['User'], accessLevel: 10, clientIds: [3] });
    const { router } = renderApp('/client/edit/3');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/client/edit/3'));
  });
});
