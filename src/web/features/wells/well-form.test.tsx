import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { NO_METER_ANSWERS } from '../../test/factories/meters';
import { NO_PERMIT_ANSWERS } from '../../test/factories/permits';
import { renderApp } from '../../test/render';
import { DELETE_WELL_TEXT } from './delete-well-button';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { wellDetail } from '../../test/factories/wells';
import {
  deactivateWellEndpoint,
  getWellEndpoint,
  saveClientWellDetailsEndpoint,
  saveWellEndpoint,
} from '../../../shared/contracts/wells';

/** The layout, the page and MUI take several seconds to appear in jsdom on two cores. */
const SLOW = { timeout: 30_000 };

function savedBodies(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([, init]) => sentBody(init) as Record<string, unknown>);
}

const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** The request key of each call to the path, from its query string. */
function keysSent(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([url]) => new URL(String(url), 'http://test').searchParams.get('requestKey'));
}

// Loading the lazily imported pages (MUI, the forms) takes seconds in jsdom; do it once, untimed.
beforeAll(
  () => Promise.all([import('./well-create-page'), import('./well-edit-page'), import('./owner-well-page')]),
  60_000,
);

describe('the staff well form', () => {
  it('shows typed DMS coordinates formatted and sends decimal degrees; a create moves to the edit route', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [saveWellEndpoint.path]: () => jsonResponse({ message: 'Well created successfully.', id: 77 }),
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 77 }) }),
    });
    const { user, router } = renderApp('/well/create');
    await screen.findByRole('heading', { name: 'New Well' }, SLOW);

    await user.type(screen.getByLabelText(/^Latitude/), '30 26 52.3');
    await user.type(screen.getByLabelText(/^Longitude/), '-91 11 15.2');
    await user.click(screen.getByLabelText(/^Well Number/));
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue(`30° 26' 52.30" N`);
    expect(screen.getByLabelText(/^Longitude/)).toHaveValue(`91° 11' 15.20" W`);

    await user.type(screen.getByLabelText(/^Well Number/), 'EB-900');
    await user.type(screen.getByLabelText(/^USGS Site Code/), '302652091111501');
    await user.click(screen.getByRole('combobox', { name: /^Client/ }));
    await user.click(await screen.findByRole('option', { name: 'Red Stick Water Company' }));
    await user.click(screen.getByRole('checkbox', { name: 'Exempt (E)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/well/edit/77'));
    expect(await screen.findByText('Well created successfully.', {}, SLOW)).toBeInTheDocument();
    const [body] = savedBodies(fetchMock, saveWellEndpoint.path);
    expect(body).toMatchObject({
      id: null,
      clientId: 1,
      wellNumber: 'EB-900',
      identificationNumber: '302652091111501',
      latitude: 30.4478611,
      longitude: -91.1875556,
      flag: 'E',
      wellStatus: 'Active',
    });
    expect(body).not.toHaveProperty('wellStatusDate');
  }, 60_000);

  it('retries a new well refused with a 503 with the same request key, so one well is made', async () => {
    signInAs();
    let attempts = 0;
    const fetchMock = mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [saveWellEndpoint.path]: () => {
        attempts += 1;
        if (attempts === 1) return jsonResponse({ message: 'The service is busy. Try again.' }, 503);
        return jsonResponse({ message: 'Well created successfully.', id: 79 });
      },
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 79 }) }),
    });
    const { user, router } = renderApp('/well/create');
    await screen.findByRole('heading', { name: 'New Well' }, SLOW);
    await user.type(screen.getByLabelText(/^Well Number/), 'EB-902');
    await user.type(screen.getByLabelText(/^USGS Site Code/), '302652091111503');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Try again.');
    expect(router.state.location.pathname).toBe('/well/create');
    expect(screen.getByLabelText(/^Well Number/)).toHaveValue('EB-902');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/well/edit/79'));
    const keys = keysSent(fetchMock, saveWellEndpoint.path);
    expect(keys).toHaveLength(2);
    const [first, retry] = keys;
    expect(first).toMatch(REQUEST_KEY);
    expect(retry).toMatch(REQUEST_KEY);
    expect(retry).toBe(first);
    expect(savedBodies(fetchMock, saveWellEndpoint.path)[1]).toEqual(
      savedBodies(fetchMock, saveWellEndpoint.path)[0],
    );
  }, 60_000);

  it('shows the parse message of an impossible coordinate and the spec’s required messages', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [saveWellEndpoint.path]: () => jsonResponse({}, 500),
    });
    const { user } = renderApp('/well/create');
    await screen.findByRole('heading', { name: 'New Well' }, SLOW);

    await user.type(screen.getByLabelText(/^Latitude/), '30 75 10');
    await user.tab();
    expect(await screen.findByText('Latitude minutes must be below 60')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Latitude/)).toHaveValue('30 75 10');

    await user.type(screen.getByLabelText(/^Appl No/), 'P-123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Identification Number is required')).toBeInTheDocument();
    expect(screen.getByText('Well Number is required')).toBeInTheDocument();
    expect(screen.getByText('Appl No must be at most 10 characters')).toBeInTheDocument();
    expect(savedBodies(fetchMock, saveWellEndpoint.path)).toEqual([]);
  }, 60_000);

  it('saves a new well with Client left empty: not required, sent as null', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [saveWellEndpoint.path]: () => jsonResponse({ message: 'Well created successfully.', id: 78 }),
      [getWellEndpoint.path]: () =>
        jsonResponse({
          message: 'ok',
          data: wellDetail({ id: 78, clientId: null, clientName: null, client: null }),
        }),
    });
    const { user, router } = renderApp('/well/create');
    await screen.findByRole('heading', { name: 'New Well' }, SLOW);
    // Not labelled required ("Client *"), and its empty choice says what it means.
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'No client' }));
    await user.type(screen.getByLabelText(/^Well Number/), 'EB-901');
    await user.type(screen.getByLabelText(/^USGS Site Code/), '302652091111502');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/well/edit/78'));
    expect(screen.queryByText('Client is required')).not.toBeInTheDocument();
    expect(savedBodies(fetchMock, saveWellEndpoint.path)[0]).toMatchObject({ id: null, clientId: null });
    // The saved well reads back with no client chosen.
    expect(await screen.findByRole('combobox', { name: 'Client' }, SLOW)).not.toHaveTextContent(/\w/);
  }, 60_000);

  it('sends an untouched stored coordinate exactly, and shows the server’s field messages', async () => {
    signInAs();
    const stored = wellDetail({ id: 5, latitude: 30.123456, longitude: -91.654321 });
    const fetchMock = mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: stored }),
      [saveWellEndpoint.path]: () =>
        jsonResponse(
          { message: 'Aquifer 11 does not exist.', errors: { aquiferId: 'Aquifer 11 does not exist.' } },
          400,
        ),
    });
    const { user } = renderApp('/well/edit/5');
    expect(await screen.findByLabelText(/^Latitude/, {}, SLOW)).toHaveValue(`30° 07' 24.44" N`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Aquifer 11 does not exist.')).toHaveLength(2));
    expect(savedBodies(fetchMock, saveWellEndpoint.path)[0]).toMatchObject({
      id: 5,
      latitude: 30.123456,
      longitude: -91.654321,
    });
  }, 60_000);

  it('brings the save result into view: the 409 of a duplicate well number, far above Save', async () => {
    signInAs();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 5 }) }),
      [saveWellEndpoint.path]: () => jsonResponse({ message: 'Well number EB-101 already exists.' }, 409),
    });
    const { user } = renderApp('/well/edit/5');
    await screen.findByLabelText(/^Latitude/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Well number EB-101 already exists.');
    expect(alert).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(alert);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  }, 60_000);

  it('shows "now" as the status date once the status changes', async () => {
    signInAs();
    mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 5 }) }),
    });
    const { user } = renderApp('/well/edit/5');
    const stamp = await screen.findByLabelText('Well Status Date', {}, SLOW);
    const shown = (date: Date) => date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(stamp).toHaveValue(shown(new Date('2001-05-14T18:00:00.000Z')));
    const before = shown(new Date());
    await user.click(screen.getByRole('combobox', { name: 'Well Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    const after = shown(new Date());
    expect([before, after]).toContain((screen.getByLabelText('Well Status Date') as HTMLInputElement).value);
    expect(screen.getByText('Stamped with the time of saving')).toBeInTheDocument();
  }, 60_000);

  it('deactivates after the confirmation', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      ...LOOKUP_ANSWERS,
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 5 }) }),
      [deactivateWellEndpoint.path]: () => jsonResponse({ message: 'Well deactivated successfully.', id: 5 }),
    });
    const { user } = renderApp('/well/edit/5');
    await user.click(await screen.findByRole('button', { name: 'Delete Well' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Well' }));
    expect(dialog.getByText(DELETE_WELL_TEXT)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete Well' }));
    expect(await screen.findByText('Well deactivated successfully.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith(deactivateWellEndpoint.path));
    expect(call?.[0]).toBe(`${deactivateWellEndpoint.path}?id=5`);
    expect(call?.[1]?.method).toBe('PUT');
  }, 60_000);
});

describe('the owner’s well page', () => {
  it('lets an owner manager save only the owner well name and comment', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    const fetchMock = mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 5 }) }),
      [saveClientWellDetailsEndpoint.path]: () =>
        jsonResponse({ message: 'Well details saved successfully.', id: 5 }),
    });
    const { user } = renderApp('/well/client-edit/5');
    const name = await screen.findByLabelText('Owner Well Name', {}, SLOW);
    expect(screen.getByLabelText('Well Number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Latitude')).toHaveValue(`30° 26' 52.30" N`);
    expect(screen.queryByRole('button', { name: 'Delete Well' })).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'House Well{Enter}');
    expect(await screen.findByText('Well details saved successfully.')).toBeInTheDocument();
    expect(savedBodies(fetchMock, saveClientWellDetailsEndpoint.path)).toEqual([
      { id: 5, clientWellName: 'House Well', comment: 'Meter recalibrated.' },
    ]);
  }, 60_000);

  it('is read-only for a user below level 40', async () => {
    signInAs({ role: ['User'], accessLevel: 10, clientIds: [1] });
    mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 5 }) }),
    });
    renderApp('/well/client-edit/5');
    expect(await screen.findByLabelText('Owner Well Name', {}, SLOW)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  }, 60_000);

  it('says the well was not found for another client’s well', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    mockApi({
      ...NO_METER_ANSWERS,
      ...NO_PERMIT_ANSWERS,
      [getWellEndpoint.path]: () => jsonResponse({ message: 'Well not found.' }, 404),
    });
    renderApp('/well/client-edit/999');
    expect(await screen.findByText('Well not found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Wells' })).toHaveAttribute(
      'href',
      '/client/well/all-wells/',
    );
  }, 60_000);
});
