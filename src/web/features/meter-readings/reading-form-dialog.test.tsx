import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../../shared/contracts/endpoint';
import {
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  READING_PHOTO_MAX_BYTES,
  submitReadingEndpoint,
  uploadReadingPhotoEndpoint,
  type ReadingWell,
} from '../../../shared/contracts/meter-readings';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/contracts/messages';
import { READING_REFUSALS } from '../../../shared/rules/reading-checks';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { readingWell, submitReadingAnswer } from '../../test/factories/meter-readings';
import { signInAs } from '../../test/factories/session';
import { renderWithProviders } from '../../test/render';
import { stubMediaQueries } from '../../test/screen-width';
import ReadingFormDialog from './reading-form-dialog';

type FetchMock = ReturnType<typeof mockApi>;
const callsTo = (fetchMock: FetchMock, endpoint: Endpoint) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === endpoint.path) as [
    string,
    RequestInit,
  ][];
/** The first call to the endpoint: its address and request. */
function firstCall(fetchMock: FetchMock, endpoint: Endpoint): [string, RequestInit] {
  const [call] = callsTo(fetchMock, endpoint);
  if (!call) throw new Error(`${endpoint.path} was not called`);
  return call;
}
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://portal.test').searchParams);

const READING_MESSAGE = 'Reading: a reading is a whole number shown on the register';
const LOWER_THAN_LAST = READING_REFUSALS.lowerWithoutRollover(123456);

function jpeg(name = 'register.jpg', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

/** The file input behind the Take photo button: chosen files go in as a phone's picker hands them. */
function choosePhoto(file: File) {
  fireEvent.change(screen.getByLabelText('Photo of the register'), { target: { files: [file] } });
}

/** The district's date, which the server answers with the wells and the form starts at. */
const DISTRICT_TODAY = '2026-04-02';

function openForm(well: ReadingWell = readingWell(), onClose = vi.fn()) {
  signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
  const view = renderWithProviders(
    <ReadingFormDialog well={well} today={DISTRICT_TODAY} onClose={onClose} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Enter reading: EB-101 – Plant Well No. 1' }));
  return { ...view, dialog, onClose };
}

beforeEach(() => {
  // jsdom has no blob: addresses; the preview only needs one to show.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the reading form', () => {
  it('starts at today, takes only digits for the register and sends nothing without a reading', async () => {
    const fetchMock = mockApi({});
    const { user, dialog } = openForm();
    expect(dialog.getByLabelText('Date read')).toHaveValue(DISTRICT_TODAY);
    expect(dialog.getByText(/Meter SN-4521 · Gallons\. Last reading 123456 on 03\/01\/2026\./)).toBeVisible();
    const register = dialog.getByLabelText('Register reading');
    expect(register).toHaveAttribute('inputmode', 'numeric');

    await user.type(register, '12a,3.4');
    expect(register).toHaveValue('1234');
    await user.clear(register);
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(await dialog.findByText(READING_MESSAGE)).toBeInTheDocument();
    expect(register).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the day the register was read', async () => {
    const fetchMock = mockApi({});
    const { user, dialog } = openForm();
    await user.type(dialog.getByLabelText('Register reading'), '129000');
    await user.clear(dialog.getByLabelText('Date read'));
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(await dialog.findByText('Use a date such as 2024-03-31')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a photo that is not a JPEG, PNG or WebP, or is larger than 10 MB, before sending it', async () => {
    const { dialog } = openForm();
    const input = dialog.getByLabelText('Photo of the register');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('capture', 'environment');

    choosePhoto(new File(['GIF89a'], 'register.gif', { type: 'image/gif' }));
    expect(await dialog.findByText(PHOTO_TYPE_MESSAGE)).toBeInTheDocument();
    expect(dialog.queryByRole('img')).toBeNull();

    choosePhoto(jpeg('huge.jpg', READING_PHOTO_MAX_BYTES + 1));
    expect(await dialog.findByText(PHOTO_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(dialog.queryByRole('img')).toBeNull();

    choosePhoto(jpeg());
    expect(await dialog.findByRole('img', { name: 'Chosen photo: register.jpg' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(dialog.queryByText(PHOTO_TOO_LARGE_MESSAGE)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('sends the reading with a request key, then its photo, and says what it added', async () => {
    const fetchMock = mockApi({
      [submitReadingEndpoint.path]: () => jsonResponse(submitReadingAnswer({ volumeGallons: 5544 })),
      [uploadReadingPhotoEndpoint.path]: () => jsonResponse({ message: 'Photo saved.' }),
    });
    const { user, dialog, onClose } = openForm();
    await user.clear(dialog.getByLabelText('Date read'));
    await user.type(dialog.getByLabelText('Date read'), '2026-03-31');
    await user.type(dialog.getByLabelText('Time read (optional)'), '07:45');
    await user.type(dialog.getByLabelText('Register reading'), '129000');
    await user.type(dialog.getByLabelText('Comment (optional)'), '  New gasket  ');
    choosePhoto(jpeg());
    await dialog.findByRole('img', { name: 'Chosen photo: register.jpg' });
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(await dialog.findByText('Reading accepted: 5,544 gallons since 03/01/2026')).toBeInTheDocument();
    expect(dialog.getByText('The photo is attached to the reading.')).toBeInTheDocument();
    const [submitUrl, submitInit] = firstCall(fetchMock, submitReadingEndpoint);
    expect(submitInit.method).toBe('POST');
    expect(sentBody(submitInit)).toEqual({
      wellId: 11,
      readOn: '2026-03-31',
      readAt: '07:45',
      reading: 129000,
      isRollover: false,
      comment: 'New gasket',
    });
    expect(queryOf(submitUrl).requestKey).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    const [photoUrl, photoInit] = firstCall(fetchMock, uploadReadingPhotoEndpoint);
    expect(queryOf(photoUrl)).toMatchObject({ readingId: '777' });
    expect(queryOf(photoUrl).requestKey).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    const sent = (photoInit.body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('register.jpg');

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says why a reading is held for review', async () => {
    mockApi({
      [submitReadingEndpoint.path]: () =>
        jsonResponse(
          submitReadingAnswer({
            state: 'pending',
            volumeGallons: 900000,
            reasons: [
              'The volume is more than the well can pump at its daily rate.',
              'The volume is more than 3 times the same days a year before.',
            ],
          }),
        ),
    });
    const { user, dialog } = openForm();
    await user.type(dialog.getByLabelText('Register reading'), '999000');
    await user.click(dialog.getByLabelText('The register rolled over'));
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(
      await dialog.findByText(
        'Held for review: The volume is more than the well can pump at its daily rate.; The volume is more than 3 times the same days a year before.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText(/The district looks at the reading/)).toBeInTheDocument();
  });

  it('sends the rollover and counts the first reading from the installation', async () => {
    const fetchMock = mockApi({
      [submitReadingEndpoint.path]: () => jsonResponse(submitReadingAnswer({ volumeGallons: 1200 })),
    });
    const { user, dialog } = openForm(readingWell({ lastReadOn: null, lastReading: null, lastState: null }));
    expect(dialog.getByText(/No reading yet since the meter was installed/)).toBeInTheDocument();
    expect(
      dialog.getByText(
        'Tick this only if the register passed 999999 and started again from 0 since the last reading.',
      ),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Register reading'), '1200');
    await user.click(dialog.getByLabelText('The register rolled over'));
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(await dialog.findByText('Reading accepted: 1,200 gallons since 01/15/2025')).toBeInTheDocument();
    const [, init] = firstCall(fetchMock, submitReadingEndpoint);
    expect(sentBody(init)).toMatchObject({ reading: 1200, isRollover: true });
    expect(callsTo(fetchMock, uploadReadingPhotoEndpoint)).toEqual([]);
  });

  it('shows the server’s refusal of the register under it and keeps what was typed', async () => {
    mockApi({
      [submitReadingEndpoint.path]: () =>
        jsonResponse({ message: LOWER_THAN_LAST, errors: { reading: LOWER_THAN_LAST } }, 400),
    });
    const { user, dialog } = openForm();
    const register = dialog.getByLabelText('Register reading');
    await user.type(register, '120000');
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(await dialog.findByText(LOWER_THAN_LAST)).toBeInTheDocument();
    expect(register).toHaveAttribute('aria-invalid', 'true');
    expect(register).toHaveValue('120000');
    expect(dialog.getByRole('button', { name: 'Submit reading' })).toBeEnabled();
  });

  it('shows a refused rollover under its box', async () => {
    const refused = READING_REFUSALS.rolloverNotLower(123456);
    mockApi({
      [submitReadingEndpoint.path]: () =>
        jsonResponse({ message: refused, errors: { isRollover: refused } }, 400),
    });
    const { user, dialog } = openForm();
    await user.type(dialog.getByLabelText('Register reading'), '130000');
    const rollover = dialog.getByLabelText('The register rolled over');
    await user.click(rollover);
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(await dialog.findByText(refused)).toBeInTheDocument();
    expect(rollover).toHaveAccessibleDescription(refused);
    expect(rollover).toBeChecked();
  });

  it('says a refusal that names no field above the form, and sends the same key again on a retry', async () => {
    const fetchMock = mockApi({
      [submitReadingEndpoint.path]: () => jsonResponse({ message: GENERIC_ERROR_MESSAGE }, 500),
    });
    const { user, dialog } = openForm();
    await user.type(dialog.getByLabelText('Register reading'), '129000');
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);

    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));
    await waitFor(() => expect(callsTo(fetchMock, submitReadingEndpoint)).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, submitReadingEndpoint).map(([url]) => queryOf(url).requestKey);
    expect(second).toBe(first);
  });

  it('keeps the saved reading when its photo fails, and sends the photo again', async () => {
    let photoAnswers = 0;
    const fetchMock = mockApi({
      [submitReadingEndpoint.path]: () => jsonResponse(submitReadingAnswer()),
      [uploadReadingPhotoEndpoint.path]: () =>
        (photoAnswers += 1) === 1
          ? jsonResponse({ message: 'The upload was interrupted.' }, 400)
          : jsonResponse({ message: 'Photo saved.' }),
    });
    const { user, dialog } = openForm();
    await user.type(dialog.getByLabelText('Register reading'), '129000');
    choosePhoto(jpeg());
    await user.click(dialog.getByRole('button', { name: 'Submit reading' }));

    expect(await dialog.findByText('Reading accepted: 4,544 gallons since 03/01/2026')).toBeInTheDocument();
    expect(
      dialog.getByText(/The reading is saved, but the photo is not: The upload was interrupted\./),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Send photo again' }));

    expect(await dialog.findByText('The photo is attached to the reading.')).toBeInTheDocument();
    expect(callsTo(fetchMock, submitReadingEndpoint)).toHaveLength(1);
    const keys = callsTo(fetchMock, uploadReadingPhotoEndpoint).map(([url]) => queryOf(url));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toEqual(keys[0]);
  });

  it('fills the screen of a phone', () => {
    stubMediaQueries((media) => media.includes('max-width'));
    openForm();
    expect(screen.getByRole('dialog')).toHaveClass('MuiDialog-paperFullScreen');
  });
});
