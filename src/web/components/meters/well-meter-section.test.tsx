import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getReadingPhotoEndpoint,
  getReadingsEndpoint,
  submitReadingEndpoint,
} from '../../../shared/contracts/meter-readings';
import {
  getMetersEndpoint,
  getWellMetersEndpoint,
  installMeterEndpoint,
} from '../../../shared/contracts/meters';
import { getWellEndpoint } from '../../../shared/contracts/wells';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { meterReading, submitReadingAnswer } from '../../test/factories/meter-readings';
import { freeMeterRow, listAnswer, meterRow, wellMeterRow } from '../../test/factories/meters';
import { signInAs } from '../../test/factories/session';
import { wellDetail } from '../../test/factories/wells';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };
const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;

beforeAll(
  () =>
    Promise.all([
      import('../../features/wells/well-edit-page'),
      import('./install-meter-dialog'),
      import('./enter-reading-dialog'),
      import('./reading-photo-dialog'),
    ]),
  60_000,
);

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }),
  );
});

const HISTORY = [
  wellMeterRow(),
  wellMeterRow({
    installationId: 30,
    meterId: 40,
    serialNumber: 'SN-0100',
    make: null,
    model: null,
    unit: 'kgal',
    multiplier: 10,
    installedOn: '2020-02-01',
    openingReading: 5,
    removedOn: '2025-01-15',
    closingReading: 9876,
    isInstalled: false,
  }),
];

const READINGS = [
  meterReading({ id: 501, readOn: '2026-02-01', reading: 110000, volumeGallons: 10000 }),
  meterReading({
    id: 503,
    readOn: '2026-03-31',
    readAt: '14:30',
    reading: 480000,
    state: 'pending',
    volumeGallons: 356544,
    reasons: ["The volume, 356,544 gallons over 30 days, is more than the well's daily pump rate allows."],
    reasonCodes: ['pumpRate'],
    hasPhoto: true,
  }),
  meterReading({
    id: 502,
    readOn: '2026-03-01',
    reading: 99000,
    state: 'rejected',
    source: 'staff_audit',
    enteredBy: 'Ada Lovelace',
    reviewedBy: 'Grace Hopper',
    reviewedAt: '2026-03-02T15:00:00.000Z',
    reviewReason: 'Lower than the February reading.',
  }),
];

function wellPage(extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs();
  const fetchMock = mockApi({
    ...LOOKUP_ANSWERS,
    [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 11 }) }),
    [getWellMetersEndpoint.path]: listAnswer(HISTORY),
    [getReadingsEndpoint.path]: listAnswer(READINGS),
    [getReadingPhotoEndpoint.path]: () =>
      new Response('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } }),
    ...extra,
  });
  const app = renderApp('/well/edit/11');
  return { ...app, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path)) as [string, RequestInit][];

describe("the staff well page's meter section", () => {
  it('shows the installed meter, its history and the readings newest first with state, reasons and photo', async () => {
    const { user } = wellPage();
    const meter = await screen.findByRole('region', { name: 'Meter' }, SLOW);
    const facts = await within(meter).findByLabelText('Installed meter');
    expect(facts).toHaveTextContent('SN-4521');
    expect(facts).toHaveTextContent('Badger M2000');
    expect(facts).toHaveTextContent('Gallons, 6 digits');
    expect(facts).toHaveTextContent('01/15/2025');
    const history = within(meter).getByRole('table', { name: 'Installation history' });
    const old = within(history).getByText('SN-0100').closest('tr') as HTMLElement;
    expect(old).toHaveTextContent('Thousand gallons ×10');
    expect(old).toHaveTextContent('9,876');
    expect(within(meter).getByRole('button', { name: 'Replace Meter' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Meter readings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '03/31/2026 14:30',
      '03/01/2026',
      '02/01/2026',
    ]);
    expect(rows[0]).toHaveTextContent('Held for review');
    expect(rows[0]).toHaveTextContent('356,544 gal');
    expect(rows[0]).toHaveTextContent("more than the well's daily pump rate allows");
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(rows[1]).toHaveTextContent('Staff audit');
    expect(rows[1]).toHaveTextContent(
      'Rejected by Grace Hopper on 03/02/2026: Lower than the February reading.',
    );

    await user.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: /^Photo: meter SN-4521 read 480,000/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reading photo' }, SLOW);
    expect(await within(dialog).findByRole('img')).toHaveAttribute('src', 'blob:photo');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Reading state' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  }, 60_000);

  it('replaces the meter: a free active meter, the day, the opening and the closing reading', async () => {
    const { user, fetchMock } = wellPage({
      [getMetersEndpoint.path]: listAnswer([meterRow(), freeMeterRow()]),
      [installMeterEndpoint.path]: () => jsonResponse({ message: 'Meter SN-7788 installed.', id: 32 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Replace Meter' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Meter' }, SLOW);
    expect(dialog).toHaveTextContent(
      'Meter SN-4521 (installed 01/15/2025, opening reading 100,000) comes off',
    );

    await user.clear(within(dialog).getByLabelText(/^Installed on/));
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('Choose a meter')).toBeInTheDocument();
    expect(within(dialog).getByText('Give the closing reading of the meter coming off')).toBeInTheDocument();
    expect(calls(fetchMock, installMeterEndpoint.path)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Meter/ }));
    const options = await screen.findAllByRole('option');
    // The meter already on a well is not offered.
    expect(options.map((option) => option.textContent)).toEqual(['SN-7788 · Sensus (Gallons, 6 digits)']);
    await user.click(options[0] as HTMLElement);
    await user.type(within(dialog).getByLabelText(/^Installed on/), '2026-04-01');
    await user.type(within(dialog).getByLabelText(/^Opening reading/), '0');
    await user.type(within(dialog).getByLabelText(/^Closing reading of SN-4521/), '123,456');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));

    expect(await screen.findByText('Meter SN-7788 installed.')).toBeInTheDocument();
    const [[url, init]] = calls(fetchMock, installMeterEndpoint.path) as [[string, RequestInit]];
    expect(new URL(url, 'http://test').searchParams.get('requestKey')).toMatch(REQUEST_KEY);
    expect(sentBody(init)).toEqual({
      wellId: 11,
      meterId: 42,
      installedOn: '2026-04-01',
      openingReading: 0,
      closingReading: 123456,
    });
  }, 60_000);

  it('enters a staff audit reading and shows why the server held it', async () => {
    const { user, fetchMock } = wellPage({
      [submitReadingEndpoint.path]: () =>
        jsonResponse(
          submitReadingAnswer({
            message: 'Reading held for review.',
            state: 'pending',
            volumeGallons: 4000,
            reasons: [
              "This audit reading differs from the owner's reading of 480,000 on that date by more than 5%.",
            ],
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Enter Reading' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Reading' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Save Reading' }));
    expect(await within(dialog).findByText(/^Reading: a reading is a whole number/)).toBeInTheDocument();
    expect(calls(fetchMock, submitReadingEndpoint.path)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-03-31');
    await user.type(within(dialog).getByLabelText(/^Time/), '09:15');
    await user.type(within(dialog).getByLabelText(/^Reading/), '484,000');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Audit/ }));
    await user.type(within(dialog).getByLabelText(/^Comment/), 'Read on the site visit.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Reading' }));

    const outcome = await screen.findByText(/Reading held for review\./);
    expect(outcome.closest('[role="alert"]')).toHaveTextContent(
      "differs from the owner's reading of 480,000",
    );
    const [[url, init]] = calls(fetchMock, submitReadingEndpoint.path) as [[string, RequestInit]];
    expect(new URL(url, 'http://test').searchParams.get('requestKey')).toMatch(REQUEST_KEY);
    expect(sentBody(init)).toEqual({
      wellId: 11,
      readOn: '2026-03-31',
      readAt: '09:15',
      reading: 484000,
      isRollover: false,
      isAudit: true,
      comment: 'Read on the site visit.',
    });
  }, 60_000);
});
