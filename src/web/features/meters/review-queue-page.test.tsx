import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getReadingPhotoEndpoint,
  getReviewQueueEndpoint,
  reviewReadingEndpoint,
  uploadReadingsEndpoint,
} from '../../../shared/contracts/meter-readings';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { listAnswer, reviewAnswer, reviewItem } from '../../test/factories/meters';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };

beforeAll(
  () =>
    Promise.all([
      import('./review-queue-page'),
      import('./review-decision-dialog'),
      import('./upload-readings-dialog'),
    ]),
  60_000,
);

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }),
  );
});

const HELD = reviewItem();
const OTHER = reviewItem({
  id: 602,
  wellId: 12,
  wellNumber: 'EB-102',
  clientName: 'Capitol Chemical',
  readOn: '2026-03-15',
  readAt: null,
  reading: 2200,
  volumeGallons: 1200000,
  reasons: [
    'The volume is more than 3 times the 98,000 gallons the well pumped over the same days a year before.',
  ],
  reasonCodes: ['lastYear'],
  hasPhoto: false,
  recentReadings: [],
  lastYearGallons: null,
});

const photo = () => new Response('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } });

async function openQueue() {
  signInAs({ role: ['Admin'], accessLevel: 100 });
  const app = renderApp('/meters/review');
  await screen.findByRole('heading', { name: 'Reading Review' }, SLOW);
  return app;
}

const cards = () => within(screen.getByRole('region', { name: 'Held readings' })).queryAllByRole('article');

describe('the reading review queue', () => {
  it('shows each held reading with its reasons, photo, recent readings and last year, filtered and sorted', async () => {
    mockApi({
      [getReviewQueueEndpoint.path]: listAnswer([OTHER, HELD]),
      [getReadingPhotoEndpoint.path]: photo,
    });
    const { user } = await openQueue();
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Oldest first.
    expect(cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Well EB-102Capitol Chemical',
      'Well EB-101Red Stick Water Company',
    ]);

    const held = screen.getByRole('article', { name: /Well EB-101/ });
    expect(within(held).getByRole('link', { name: 'Well EB-101' })).toHaveAttribute('href', '/well/edit/11');
    for (const text of [
      '03/31/2026 14:30',
      '480,000',
      '356,544 gal',
      '98,000 gal',
      '10 thousand gal a day',
    ]) {
      expect(within(held).getByText(text)).toBeInTheDocument();
    }
    expect(within(held).getByText(/more than the well's daily pump rate allows/)).toBeInTheDocument();
    const recent = within(held).getByRole('table', { name: 'Recent readings of well EB-101' });
    expect(within(recent).getByText('123,456')).toBeInTheDocument();
    const image = await within(held).findByRole('img', { name: /Photo of the register, well EB-101/ });
    expect(image).toHaveAttribute('src', 'blob:photo');
    expect(
      within(screen.getByRole('article', { name: /Well EB-102/ })).getByText('No photo'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Held because' }));
    await user.click(await screen.findByRole('option', { name: 'Far above last year' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('article', { name: /Well EB-102/ })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 held readings')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Held because' }));
    await user.click(await screen.findByRole('option', { name: 'Any reason' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await screen.findByRole('option', { name: 'Largest volume' }));
    await waitFor(() => expect(cards()[0]).toHaveAccessibleName(/Well EB-102/));
    await user.type(screen.getByRole('searchbox', { name: 'Well, client or meter' }), 'red stick');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName(/Well EB-101/);
  }, 60_000);

  it('accepts after a confirmation, says which invoices were made again and reads the queue again', async () => {
    let queue = [HELD];
    const fetchMock = mockApi({
      [getReviewQueueEndpoint.path]: () => listAnswer(queue)(),
      [getReadingPhotoEndpoint.path]: photo,
      [reviewReadingEndpoint.path]: () => {
        queue = [];
        return jsonResponse(reviewAnswer({ regeneratedInvoices: ['2026-1-12', '2026-1-13'] }));
      },
    });
    const { user } = await openQueue();
    await user.click(
      await screen.findByRole('button', { name: 'Accept well EB-101, 480,000 read on 03/31/2026 14:30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept Reading' }, SLOW);
    expect(dialog).toHaveTextContent('356,544 gal go into the well');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(reviewReadingEndpoint.path))).toBe(
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    const answer = await screen.findByText(/Reading accepted\./);
    expect(answer.textContent).toBe(
      'Reading accepted.\nInvoice 2026-1-12 regenerated\nInvoice 2026-1-13 regenerated',
    );
    expect(await screen.findByText('No readings are waiting for review.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) =>
      String(called).startsWith(reviewReadingEndpoint.path),
    ) as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(new URL(url, 'http://test').searchParams.get('readingId')).toBe('601');
    expect(sentBody(init)).toEqual({ decision: 'accept', reason: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('asks for the reason of a rejection, and keeps the dialog open with the server’s refusal', async () => {
    const fetchMock = mockApi({
      [getReviewQueueEndpoint.path]: listAnswer([OTHER]),
      [reviewReadingEndpoint.path]: () =>
        jsonResponse({ message: 'This reading was already reviewed by Grace Hopper.' }, 409),
    });
    const { user } = await openQueue();
    await user.click(await screen.findByRole('button', { name: /^Reject well EB-102/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Reading' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason for rejecting the reading')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(reviewReadingEndpoint.path))).toBe(
      false,
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'Photo shows 1,200, not 2,200.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('This reading was already reviewed by Grace Hopper.'),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith(reviewReadingEndpoint.path),
    ) as [string, RequestInit];
    expect(sentBody(init)).toEqual({ decision: 'reject', reason: 'Photo shows 1,200, not 2,200.' });
    // The queue is read again: another reviewer may have decided meanwhile.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith(getReviewQueueEndpoint.path)).length,
      ).toBeGreaterThan(1),
    );
  }, 60_000);

  it('uploads a readings file and shows every refused line of the server’s answer', async () => {
    const refusal =
      'The file was not loaded because of 2 errors:\nLine 3: unknown serial number SN-0000\nLine 5: the reading date cannot be in the future.';
    let refuse = true;
    const fetchMock = mockApi({
      [getReviewQueueEndpoint.path]: listAnswer([]),
      [uploadReadingsEndpoint.path]: () =>
        refuse
          ? jsonResponse({ message: refusal }, 400)
          : jsonResponse({ message: 'Loaded 4 readings.', rows: 4, accepted: 3, pending: 1 }),
    });
    const { user } = await openQueue();
    expect(await screen.findByText('No readings are waiting for review.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Readings File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Readings File' }, SLOW);
    const input = within(dialog).getByLabelText('Readings file');
    expect(input).toHaveAttribute('accept', '.csv,.xlsx');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a CSV or XLSX file first.')).toBeInTheDocument();

    await user.upload(
      input,
      new File(['SerialNumber,WellNumber,Date,Reading\n'], 'readings.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const alert = await within(dialog).findByText(/Line 3: unknown serial number/);
    expect(alert.textContent).toBe(refusal);
    const [, init] = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith(uploadReadingsEndpoint.path),
    ) as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const loaded = await screen.findByText(/Loaded 4 readings\./);
    expect(loaded.textContent).toBe('Loaded 4 readings.\n4 rows: 3 accepted, 1 held for review.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});
