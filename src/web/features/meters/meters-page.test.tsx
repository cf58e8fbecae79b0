import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMetersEndpoint, saveMeterEndpoint } from '../../../shared/contracts/meters';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { freeMeterRow, listAnswer, meterRow } from '../../test/factories/meters';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

/** The layout, the page and MUI take seconds to appear in jsdom on two cores. */
const SLOW = { timeout: 30_000 };

// Loading the lazily imported page and dialog takes seconds in jsdom; do it once, untimed.
beforeAll(() => Promise.all([import('./meters-page'), import('./meter-dialog')]), 60_000);

const OVERDUE = meterRow({
  id: 43,
  serialNumber: 'SN-1200',
  make: 'Neptune',
  model: 'T-10',
  unit: 'kgal',
  multiplier: 10,
  registerDigits: 7,
  status: 'broken',
  lastTestedOn: '2022-01-10',
  lastTestAccuracyPercent: 91.5,
  testDueOn: '2025-01-10',
  testState: 'overdue',
  installedWellId: 12,
  installedWellNumber: 'EB-102',
  installedOn: '2023-06-01',
});

async function openRegister() {
  signInAs({ role: ['Admin'], accessLevel: 100 });
  const app = renderApp('/management/meters');
  await screen.findByRole('heading', { name: 'Meters' }, SLOW);
  const table = screen.getByRole('table', { name: 'Meters' });
  return { ...app, table };
}

/** The serial numbers of the table's rows, top to bottom. */
function serials(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '')
    .filter(Boolean);
}

const metersCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://test'))
    .filter((url) => url.pathname === getMetersEndpoint.path);

describe('the meter register', () => {
  it('lists each meter with its register, test standing and well, and filters by status, test state and serial', async () => {
    const fetchMock = mockApi({
      [getMetersEndpoint.path]: (url) => {
        const status = new URL(url, 'http://test').searchParams.get('status');
        const rows = [meterRow(), freeMeterRow(), OVERDUE];
        return listAnswer(status ? rows.filter((row) => row.status === status) : rows)();
      },
    });
    const { user, table } = await openRegister();
    await waitFor(() => expect(serials(table)).toEqual(['SN-1200', 'SN-4521', 'SN-7788']));

    const overdue = within(table).getByText('SN-1200').closest('tr') as HTMLElement;
    for (const text of ['Neptune T-10', 'Thousand gallons', '×10', '7', 'Broken', '01/10/2022', '91.5%']) {
      expect(within(overdue).getByText(text)).toBeInTheDocument();
    }
    expect(within(overdue).getByText('01/10/2025')).toBeInTheDocument();
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByRole('link', { name: 'EB-102' })).toHaveAttribute('href', '/well/edit/12');
    const untested = within(table).getByText('SN-7788').closest('tr') as HTMLElement;
    expect(within(untested).getByText('Untested')).toBeInTheDocument();
    expect(within(untested).getByText('Never')).toBeInTheDocument();

    // The serial search filters the rows on screen.
    await user.type(screen.getByRole('searchbox', { name: 'Serial number' }), '45');
    await waitFor(() => expect(serials(table)).toEqual(['SN-4521']));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(serials(table)).toHaveLength(3));

    // Status is asked of the server.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Broken' }));
    await waitFor(() => expect(serials(table)).toEqual(['SN-1200']));
    expect(metersCalls(fetchMock).at(-1)?.searchParams.get('status')).toBe('broken');

    await user.click(screen.getByRole('combobox', { name: 'Accuracy test' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(metersCalls(fetchMock).at(-1)?.searchParams.get('testState')).toBe('overdue'));

    // A column header sorts.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(serials(table)).toHaveLength(3));
    await user.click(within(table).getByRole('button', { name: 'Serial' }));
    await waitFor(() => expect(serials(table)).toEqual(['SN-7788', 'SN-4521', 'SN-1200']));
  }, 60_000);

  it('says so when there are no meters, and shows a load failure with Try Again', async () => {
    let fail = true;
    mockApi({
      [getMetersEndpoint.path]: () =>
        fail ? jsonResponse({ message: 'The database is not answering.' }, 503) : listAnswer([])(),
    });
    const { user } = await openRegister();
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No meters yet: add the first with New Meter.')).toBeInTheDocument();
  }, 60_000);
});

describe('the meter form', () => {
  it('checks every field by the contract before sending, then creates the meter with one request key', async () => {
    let rows = [meterRow()];
    const fetchMock = mockApi({
      [getMetersEndpoint.path]: () => listAnswer(rows)(),
      [saveMeterEndpoint.path]: () => {
        rows = [...rows, freeMeterRow({ id: 77, serialNumber: 'SN-9000' })];
        return jsonResponse({ message: 'Meter saved.', id: 77 });
      },
    });
    const { user, table } = await openRegister();
    await within(table).findByText('SN-4521');

    await user.click(screen.getByRole('button', { name: 'New Meter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Meter' }, SLOW);
    await user.clear(within(dialog).getByLabelText(/^Register digits/));
    await user.type(within(dialog).getByLabelText(/^Register digits/), '2');
    await user.type(within(dialog).getByLabelText(/^Size/), 'four');
    await user.type(within(dialog).getByLabelText(/^Accuracy/), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Serial number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Size must be a number')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Register digits must be a whole number from 3 to 12'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Accuracy must be from 0 to 200 percent')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(saveMeterEndpoint.path))).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Serial number/), 'SN-9000');
    await user.clear(within(dialog).getByLabelText(/^Size/));
    await user.type(within(dialog).getByLabelText(/^Size/), '2.5');
    await user.clear(within(dialog).getByLabelText(/^Register digits/));
    await user.type(within(dialog).getByLabelText(/^Register digits/), '8');
    await user.clear(within(dialog).getByLabelText(/^Accuracy/));
    await user.click(within(dialog).getByRole('combobox', { name: /^Unit/ }));
    await user.click(await screen.findByRole('option', { name: 'Cubic feet' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Multiplier/ }));
    await user.click(await screen.findByRole('option', { name: '×100' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Meter saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('SN-9000')).toBeInTheDocument();
    const saves = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(saveMeterEndpoint.path));
    expect(saves).toHaveLength(1);
    const [url, init] = saves[0] as [string, RequestInit];
    expect(new URL(url, 'http://test').searchParams.get('requestKey')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(sentBody(init)).toEqual({
      id: null,
      serialNumber: 'SN-9000',
      make: null,
      model: null,
      sizeInches: 2.5,
      unit: 'cubicFeet',
      multiplier: 100,
      registerDigits: 8,
      status: 'active',
      lastTestedOn: null,
      lastTestAccuracyPercent: null,
    });
  }, 60_000);

  it('edits a meter from its row and shows the server’s refusal and field message as they come', async () => {
    const fetchMock = mockApi({
      [getMetersEndpoint.path]: listAnswer([meterRow()]),
      [saveMeterEndpoint.path]: () =>
        jsonResponse(
          {
            message: 'Another meter has serial number SN-7788.',
            errors: { serialNumber: 'Serial number is taken' },
          },
          409,
        ),
    });
    const { user, table } = await openRegister();
    await within(table).findByText('SN-4521');
    await user.click(screen.getByRole('button', { name: 'Edit meter SN-4521' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meter SN-4521' }, SLOW);
    expect(within(dialog).getByLabelText(/^Serial number/)).toHaveValue('SN-4521');
    expect(within(dialog).getByLabelText(/^Size/)).toHaveValue('4');
    expect(within(dialog).getByLabelText(/^Last tested on/)).toHaveValue('2024-05-01');

    await user.clear(within(dialog).getByLabelText(/^Serial number/));
    await user.type(within(dialog).getByLabelText(/^Serial number/), 'SN-7788');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another meter has serial number SN-7788.')).toBeInTheDocument();
    expect(within(dialog).getByText('Serial number is taken')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).startsWith(saveMeterEndpoint.path)) as [
      string,
      RequestInit,
    ];
    expect(sentBody(init)).toMatchObject({
      id: 41,
      serialNumber: 'SN-7788',
      sizeInches: 4,
      lastTestedOn: '2024-05-01',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);
});
