import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getWellQuarterPumpageEndpoint,
  listWellPumpagesEndpoint,
  updateWellQuarterPumpageEndpoint,
  type WellPumpageRow,
} from '../../../shared/contracts/pumpage';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const PAGE_PATH = listWellPumpagesEndpoint.path;
const GET_PATH = getWellQuarterPumpageEndpoint.path;
const PUT_PATH = updateWellQuarterPumpageEndpoint.path;
const SLOW = { timeout: 30_000 };

const ROWS: WellPumpageRow[] = [
  {
    id: 41,
    wellNumber: 'EB-1041',
    client: 'Red Stick Water Company',
    parish: 'East Baton Rouge',
    aquifer: '400-Foot Sand',
    date: '2025-08-15',
    pumpage: 12.5,
  },
];

const STORED = {
  message: 'Pumpage loaded.',
  data: {
    wellId: 7,
    wellNumber: 'EB-1041',
    year: 2025,
    quarter: 3,
    months: [
      { month: 7, pumpage: 310.5 },
      { month: 8, pumpage: 12.5 },
      { month: 9, pumpage: 0 },
    ],
  },
};

function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
}

function queryOf(url: unknown) {
  return Object.fromEntries(new URL(String(url), 'http://test').searchParams);
}

async function openForm(
  put: (url: string, init: RequestInit) => Response = () =>
    jsonResponse({ message: 'Pumpage of EB-1041 updated for August 2025.' }),
) {
  signInAs();
  const fetchMock = mockApi({
    ...LOOKUP_ANSWERS,
    [PAGE_PATH]: () => jsonResponse({ message: 'ok', data: ROWS, totalCount: 1 }),
    [GET_PATH]: () => jsonResponse(STORED),
    [PUT_PATH]: put,
  });
  const { user } = renderApp('/well-pumpages');
  await user.click(await screen.findByRole('button', { name: 'Edit quarter 2025 Q3 of well EB-1041' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Pumpage of well EB-1041, 2025 Q3' }, SLOW);
  await waitFor(() => expect(within(dialog).getByLabelText('July 2025')).toHaveValue('310.5'));
  return { user, fetchMock, dialog };
}

describe('the pumpage quarter form', () => {
  beforeAll(() => import('./pumpage-quarter-dialog'), 60_000);

  it('opens on a row’s quarter with each month’s stored total, and saves what was typed', async () => {
    const { user, fetchMock, dialog } = await openForm();
    expect(queryOf(callsTo(fetchMock, GET_PATH)[0]?.[0])).toEqual({ pumpageId: '41' });
    expect(within(dialog).getByLabelText('August 2025')).toHaveValue('12.5');
    expect(within(dialog).getByLabelText('September 2025')).toHaveValue('0');
    const pagesBefore = callsTo(fetchMock, PAGE_PATH).length;

    const august = within(dialog).getByLabelText('August 2025');
    await user.clear(august);
    await user.type(august, '20.125');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Pumpage of EB-1041 updated for August 2025.')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, PUT_PATH);
    expect(queryOf(put?.[0])).toEqual({ wellId: '7', year: '2025', quarter: '3' });
    expect(sentBody(put?.[1])).toEqual({ pumpageMonth1: 310.5, pumpageMonth2: 20.125, pumpageMonth3: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetchMock, PAGE_PATH).length).toBeGreaterThan(pagesBefore));
  });

  it('refuses typed letters and an empty month with a message, sending nothing', async () => {
    const { user, fetchMock, dialog } = await openForm();
    const july = within(dialog).getByLabelText('July 2025');
    await user.type(july, 'x');
    expect(july).toHaveValue('310.5');
    expect(
      within(dialog).getByText('Enter thousands of gallons as digits, up to three decimals, such as 1250.5'),
    ).toBeInTheDocument();

    await user.clear(july);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter valid pumpage')).toBeInTheDocument();
    expect(callsTo(fetchMock, PUT_PATH)).toHaveLength(0);
  });

  it('shows a refusal of the server in the form and stays open', async () => {
    const refusal =
      'Pumpage of EB-1041 in 2025 Q3 is on invoice INV-2025-Q3-0001; regenerate or void that invoice first.';
    const { user, dialog } = await openForm(() => jsonResponse({ message: refusal }, 409));
    const september = within(dialog).getByLabelText('September 2025');
    await user.clear(september);
    await user.type(september, '5{Enter}');
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a month the server refuses under its field', async () => {
    const message =
      'July 2025: this total puts 60,000 thousand gallons on 2025-07-31, which is more than a well can pump in a day (at most 48,000 thousand gallons)';
    const { user, dialog } = await openForm(() =>
      jsonResponse({ message, errors: { pumpageMonth1: message } }, 400),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('July 2025')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is staff’s: owners see no Edit quarter', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    mockApi({
      ...LOOKUP_ANSWERS,
      [PAGE_PATH]: () => jsonResponse({ message: 'ok', data: ROWS, totalCount: 1 }),
    });
    renderApp('/well-pumpages');
    expect(await screen.findByText('EB-1041', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit 2025 Q3/ })).not.toBeInTheDocument();
  });
});
