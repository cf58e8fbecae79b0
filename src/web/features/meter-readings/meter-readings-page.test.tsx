import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../shared/contracts/endpoint';
import {
  getReadingsEndpoint,
  getReadingWellsEndpoint,
  submitReadingEndpoint,
  type MeterReading,
  type ReadingWell,
} from '../../../shared/contracts/meter-readings';
import { jsonResponse, mockApi } from '../../test/api-mock';
import {
  meterReading,
  readingWell,
  submitReadingAnswer,
  unmeteredWell,
} from '../../test/factories/meter-readings';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';

/** The page and its form are lazy chunks; a busy machine takes a while to load them. */
const SLOW = { timeout: 30_000 };

type FetchMock = ReturnType<typeof mockApi>;
const callsTo = (fetchMock: FetchMock, endpoint: Endpoint) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === endpoint.path);

function mockReadings(
  wells: () => ReadingWell[] | Response,
  readings: MeterReading[] = [],
  extra: Record<string, () => Response> = {},
) {
  return mockApi({
    [getReadingWellsEndpoint.path]: () => {
      const answer = wells();
      return answer instanceof Response
        ? answer
        : jsonResponse({ message: 'OK', data: answer, today: '2026-03-20' });
    },
    [getReadingsEndpoint.path]: () => jsonResponse({ message: 'OK', data: readings }),
    ...extra,
  });
}

function openPage(path = '/client/meter-readings') {
  signInAs({ role: ['Owner'], accessLevel: 20, clientIds: [5] });
  return renderApp(path);
}

describe('the meter readings page', () => {
  beforeAll(() => Promise.all([import('./meter-readings-page'), import('./reading-form-dialog')]), 60_000);

  it('shows a card per well: its meter, last reading, this month’s gallons and whether a reading is due', async () => {
    stubScreenWidth(true);
    mockReadings(() => [
      unmeteredWell({ wellId: 10, wellNumber: 'EB-100', clientWellName: 'Old Plant Well' }),
      readingWell({ monthGallons: 1234567 }),
      unmeteredWell(),
    ]);
    openPage();

    const metered = within(await screen.findByRole('region', { name: 'EB-101 – Plant Well No. 1' }, SLOW));
    expect(metered.getByText('SN-4521 · Gallons')).toBeInTheDocument();
    expect(metered.getByText('123456 on 03/01/2026')).toBeInTheDocument();
    expect(metered.getByText('Accepted')).toBeInTheDocument();
    expect(metered.getByText('1,234,567 gallons')).toBeInTheDocument();
    expect(metered.getByText('Reading due')).toBeInTheDocument();
    expect(metered.getByRole('button', { name: 'Enter reading for EB-101' })).toBeInTheDocument();
    expect(screen.getByText('1 well needs this month’s reading.')).toBeInTheDocument();

    // The wells without a meter come together after those with one, whatever their numbers.
    expect(screen.queryByRole('region', { name: 'EB-100' })).toBeNull();
    const bare = within(screen.getByRole('region', { name: 'Wells without a meter (2)' }));
    expect(bare.getByText('No meter installed — contact the district.')).toBeInTheDocument();
    expect(bare.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'EB-100 – Old Plant Well',
      'EB-102',
    ]);
    expect(bare.queryByRole('button')).toBeNull();
    expect(bare.queryByText('Reading due')).toBeNull();
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'EB-101 – Plant Well No. 1',
      'Wells without a meter (2)',
    ]);
    expect(screen.getByRole('link', { name: 'Meter Readings' })).toHaveAttribute(
      'href',
      '/client/meter-readings',
    );
  });

  it('names each meter’s unit and register multiplier, and a held last reading', async () => {
    mockReadings(() => [
      readingWell({ unit: 'cubicFeet', multiplier: 10, lastState: 'pending', readingDue: false }),
    ]);
    openPage();
    const card = within(await screen.findByRole('region', { name: 'EB-101 – Plant Well No. 1' }, SLOW));
    expect(card.getByText('SN-4521 · Cubic feet × 10')).toBeInTheDocument();
    expect(card.getByText('Held for review')).toBeInTheDocument();
    expect(card.queryByText('Reading due')).toBeNull();
    expect(screen.queryByText(/needs this month’s reading/)).toBeNull();
  });

  it('opens a well’s history on demand, with each reading’s state, volume and reasons', async () => {
    const fetchMock = mockReadings(
      () => [readingWell()],
      [
        meterReading(),
        meterReading({
          id: 502,
          readOn: '2026-03-20',
          readAt: '08:15:00',
          reading: 150000,
          state: 'pending',
          volumeGallons: 26544,
          reasons: ['The volume is more than the well can pump at its daily rate.'],
          hasPhoto: true,
        }),
      ],
    );
    const { user } = openPage();
    const card = within(await screen.findByRole('region', { name: 'EB-101 – Plant Well No. 1' }, SLOW));
    expect(callsTo(fetchMock, getReadingsEndpoint)).toEqual([]);

    const history = card.getByRole('button', { name: 'History of EB-101' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const list = await card.findByRole('list', { name: 'Readings of EB-101' });
    const items = within(list).getAllByRole('listitem');
    // Newest first.
    expect(items[0]).toHaveTextContent('03/20/2026 08:15');
    expect(items[0]).toHaveTextContent('Register 150000');
    expect(items[0]).toHaveTextContent('Held for review');
    expect(items[0]).toHaveTextContent('26,544 gallons · photo attached');
    expect(items[0]).toHaveTextContent('The volume is more than the well can pump at its daily rate.');
    expect(items[1]).toHaveTextContent('03/01/2026');
    expect(items[1]).toHaveTextContent('Accepted');
    expect(items[1]).toHaveTextContent('23,456 gallons');
    expect(String(callsTo(fetchMock, getReadingsEndpoint)[0]?.[0])).toContain('wellId=11');
  });

  it('says when a well has no readings yet', async () => {
    mockReadings(() => [readingWell({ lastReadOn: null, lastReading: null, lastState: null })]);
    const { user } = openPage();
    const card = within(await screen.findByRole('region', { name: 'EB-101 – Plant Well No. 1' }, SLOW));
    expect(card.getByText('None yet')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'History of EB-101' }));
    expect(await card.findByText('No readings yet.')).toBeInTheDocument();
  });

  it('says when there are no wells', async () => {
    mockReadings(() => []);
    openPage();
    expect(await screen.findByText('There are no wells on your account.', {}, SLOW)).toBeInTheDocument();
  });

  it('says why the wells did not load and tries again', async () => {
    let answers = 0;
    mockReadings(() =>
      (answers += 1) === 1
        ? jsonResponse({ message: 'The database is not answering.' }, 503)
        : [readingWell()],
    );
    const { user } = openPage();
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('region', { name: 'EB-101 – Plant Well No. 1' }, SLOW),
    ).toBeInTheDocument();
  });

  it('enters a reading and reads the wells again for the new last reading and month', async () => {
    let submitted = false;
    const fetchMock = mockReadings(
      () =>
        submitted
          ? [
              readingWell({
                lastReadOn: '2026-03-31',
                lastReading: 129000,
                monthGallons: 5544,
                readingDue: false,
              }),
            ]
          : [readingWell()],
      [],
      {
        [submitReadingEndpoint.path]: () => {
          submitted = true;
          return jsonResponse(submitReadingAnswer({ volumeGallons: 5544 }));
        },
      },
    );
    const { user } = openPage();
    const card = within(await screen.findByRole('region', { name: 'EB-101 – Plant Well No. 1' }, SLOW));
    await user.click(card.getByRole('button', { name: 'Enter reading for EB-101' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Enter reading: EB-101/ }, SLOW));
    await user.type(dialog.getByLabelText('Register reading'), '129000');
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));
    expect(await dialog.findByText('Reading accepted: 5,544 gallons since 03/01/2026')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card.findByText('129000 on 03/31/2026')).toBeInTheDocument();
    expect(card.getByText('5,544 gallons')).toBeInTheDocument();
    expect(card.queryByText('Reading due')).toBeNull();
    expect(callsTo(fetchMock, getReadingWellsEndpoint).length).toBeGreaterThan(1);
  });

  it('opens at once the form of the well a link names (?wellId), and not again once closed', async () => {
    mockReadings(() => [
      readingWell(),
      readingWell({ wellId: 13, wellNumber: 'EB-103', clientWellName: null }),
    ]);
    const { user } = openPage('/client/meter-readings?wellId=13');
    const dialog = await screen.findByRole('dialog', { name: 'Enter reading: EB-103' }, SLOW);
    expect(within(dialog).getByLabelText('Register reading')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed, it stays closed: the link was followed once.
    expect(screen.getByRole('region', { name: 'EB-103' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Opening')).toBeNull();
  });

  it.each([
    ['not on the list', '99'],
    ['without a meter', '12'],
  ])('opens no form when the linked well is %s', async (_case, wellId) => {
    mockReadings(() => [readingWell(), unmeteredWell()]);
    openPage(`/client/meter-readings?wellId=${wellId}`);
    expect(
      await screen.findByRole('region', { name: 'EB-101 – Plant Well No. 1' }, SLOW),
    ).toBeInTheDocument();
    // The form would open in the render that shows the wells: its loading backdrop or the dialog.
    expect(screen.queryByLabelText('Opening')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
