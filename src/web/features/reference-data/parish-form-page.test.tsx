import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import {
  getParishEndpoint,
  listParishesEndpoint,
  saveParishEndpoint,
} from '../../../shared/contracts/reference-data';

/** The first render of a lazily loaded page imports it, which takes a while in jsdom. */
const PAGE_LOAD = { timeout: 10_000 };

const EBR = { id: 5, parishId: 'EBR', name: 'East Baton Rouge' };
const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** The request key of each call to the path, from its query string. */
const keysSent = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([url]) => new URL(String(url), 'http://test').searchParams.get('requestKey'));

async function openForm(path: string, heading: string) {
  signInAs({ role: ['Admin'], accessLevel: 100 });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: heading }, PAGE_LOAD);
  return app;
}

describe('parish form', () => {
  it('shows the spec messages when submitted empty and sends nothing', async () => {
    const { user } = await openForm('/management/parish', 'New Parish');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Parish Id is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves a new parish with Enter, then moves to its edit route and says so', async () => {
    const fetchMock = mockApi({
      [saveParishEndpoint.path]: () => jsonResponse({ message: 'Parish created successfully.', id: 5 }),
      [getParishEndpoint.path]: () => jsonResponse({ message: 'OK', data: EBR }),
    });
    const { user, router } = await openForm('/management/parish', 'New Parish');
    await user.type(screen.getByRole('textbox', { name: 'Parish Id' }), ' EBR ');
    await user.type(screen.getByRole('textbox', { name: 'Parish Name' }), 'East Baton Rouge{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/management/parish/edit/5'));
    expect(await screen.findByRole('heading', { name: 'Edit Parish' }, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Parish created successfully.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Parish Id' })).toHaveValue('EBR');
    const save = fetchMock.mock.calls.find(([url]) => String(url).includes('SaveParish'));
    expect(sentBody(save?.[1])).toEqual({ parishId: 'EBR', name: 'East Baton Rouge' });
  });

  it('retries a create that failed on the network with the same request key, so one parish is made', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      [saveParishEndpoint.path]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ message: 'Parish created successfully.', id: 5 });
      },
      [getParishEndpoint.path]: () => jsonResponse({ message: 'OK', data: EBR }),
    });
    const { user, router } = await openForm('/management/parish', 'New Parish');
    await user.type(screen.getByRole('textbox', { name: 'Parish Id' }), 'EBR');
    await user.type(screen.getByRole('textbox', { name: 'Parish Name' }), 'East Baton Rouge');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/something went wrong/i);
    expect(router.state.location.pathname).toBe('/management/parish');
    expect(screen.getByRole('textbox', { name: 'Parish Name' })).toHaveValue('East Baton Rouge');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/management/parish/edit/5'));
    const keys = keysSent(fetchMock, saveParishEndpoint.path);
    expect(keys).toHaveLength(2);
    const [first, retry] = keys;
    expect(first).toMatch(REQUEST_KEY);
    expect(retry).toMatch(REQUEST_KEY);
    expect(retry).toBe(first);
  });

  it('updates an existing parish with its id and shows the server message as a success alert', async () => {
    const fetchMock = mockApi({
      [getParishEndpoint.path]: () => jsonResponse({ message: 'OK', data: EBR }),
      [saveParishEndpoint.path]: () => jsonResponse({ message: 'Parish updated successfully.', id: 5 }),
    });
    const { user } = await openForm('/management/parish/edit/5', 'Edit Parish');
    const name = await screen.findByRole('textbox', { name: 'Parish Name' });
    expect(name).toHaveValue('East Baton Rouge');
    await user.clear(name);
    await user.type(name, 'East Baton Rouge Parish');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Parish updated successfully.');
    const save = fetchMock.mock.calls.find(([url]) => String(url).includes('SaveParish'));
    expect(sentBody(save?.[1])).toEqual({ id: 5, parishId: 'EBR', name: 'East Baton Rouge Parish' });
  });

  it('shows a refused save (409) as a warning with the server message', async () => {
    mockApi({
      [saveParishEndpoint.path]: () => jsonResponse({ message: 'Parish Id EBR already exists.' }, 409),
    });
    const { user, router } = await openForm('/management/parish', 'New Parish');
    await user.type(screen.getByRole('textbox', { name: 'Parish Id' }), 'EBR');
    await user.type(screen.getByRole('textbox', { name: 'Parish Name' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Parish Id EBR already exists.');
    expect(alert.className).toMatch(/Warning/);
    expect(router.state.location.pathname).toBe('/management/parish');
  });

  it('says clearly when the parish does not exist', async () => {
    mockApi({ [getParishEndpoint.path]: () => jsonResponse({ message: 'Parish not found.' }, 404) });
    await openForm('/management/parish/edit/999', 'Edit Parish');
    expect(await screen.findByText('Parish not found.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Parish Id' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Parishes' })).toHaveAttribute(
      'href',
      '/management/parishes',
    );
  });

  it('says not found for an id that is not a number, without asking the server', async () => {
    await openForm('/management/parish/edit/abc', 'Edit Parish');
    expect(screen.getByText('Parish not found.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a load failure as an error alert', async () => {
    mockApi({ [getParishEndpoint.path]: () => jsonResponse({ message: 'Database unavailable.' }, 500) });
    await openForm('/management/parish/edit/5', 'Edit Parish');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable.');
    expect(alert.className).toMatch(/Error/);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('returns to the list on Cancel', async () => {
    mockApi({ [listParishesEndpoint.path]: () => jsonResponse({ message: 'OK', data: [EBR] }) });
    const { user, router } = await openForm('/management/parish', 'New Parish');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/parishes'));
    expect(await screen.findByRole('heading', { name: 'Parishes' }, PAGE_LOAD)).toBeInTheDocument();
  });
});
