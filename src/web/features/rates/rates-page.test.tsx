import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_TERMS_SAVED,
  getBillingTermsEndpoint,
  getRateNoticesEndpoint,
  getRateScheduleEndpoint,
  RATE_WITHDRAWN,
  saveBillingTermsEndpoint,
  saveRateEndpoint,
  withdrawRateEndpoint,
} from '../../../shared/contracts/rates';
import { formatInstant } from '../../components/permits/permit-text';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import {
  billingTermsAnswer,
  billingTermsEntry,
  rateEntry,
  rateScheduleAnswer,
} from '../../test/factories/rates';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { ADD_RATE_TITLE, addRateHelp } from './add-rate-dialog';
import { ADD_TERMS_TITLE } from './add-terms-dialog';
import { NO_RATES, WITHDRAW_RATE_TITLE, withdrawRateQuestion } from './rates-page';

const SLOW = { timeout: 30_000 };

// Loading the lazily imported page and dialogs takes seconds in jsdom; do it once, untimed.
beforeAll(
  () =>
    Promise.all([
      import('./rates-page'),
      import('./add-rate-dialog'),
      import('./add-terms-dialog'),
      import('./rate-notices-dialog'),
      import('../../components/confirm-modal'),
    ]),
  60_000,
);

/** $80 from October, adopted and noticed in June; the $65 in force; the settings' $20 from the start. */
const FUTURE = rateEntry({
  id: 3,
  effectiveOn: '2026-10-01',
  status: 'future',
  ratePerMillionGallons: 80,
  adoptedOn: '2026-06-15',
  noticeGivenOn: '2026-06-20',
  hearingOn: '2026-06-10',
  enteredAt: '2026-06-20T15:00:00.000Z',
  notices: { sent: 3, failed: 0, noRecipient: 1, sending: 2 },
});
const IN_FORCE = rateEntry();
const FIRST = rateEntry({
  id: 1,
  effectiveOn: '1900-01-01',
  fromStart: true,
  status: 'past',
  ratePerMillionGallons: 20,
  adoptedOn: null,
  noticeGivenOn: null,
  hearingOn: null,
  enteredBy: null,
  enteredAt: '2025-01-01T06:00:00.000Z',
  notices: { sent: 0, failed: 0, noRecipient: 0, sending: 0 },
});
/** A rate withdrawn before it took effect: kept, struck through. */
const WITHDRAWN = rateEntry({
  id: 4,
  effectiveOn: '2026-09-01',
  status: 'withdrawn',
  ratePerMillionGallons: 90,
  withdrawnBy: 'Ada Lovelace',
  withdrawnAt: '2026-06-25T15:00:00.000Z',
  notices: { sent: 0, failed: 0, noRecipient: 0, sending: 0 },
});
const TERMS_NOW = billingTermsEntry();
const TERMS_NEXT = billingTermsEntry({
  id: 2,
  effectiveOn: '2026-10-01',
  fromStart: false,
  status: 'future',
  enteredBy: 'Grace Hopper',
  enteredAt: '2026-06-21T15:00:00.000Z',
  dueDays: 45,
  lateFeePercent: 1,
  lateFeePeriod: 'month',
  lateFeeCapPercent: 25,
});

/** What an owner is answered: no names, no notices. */
const forOwner = <Entry extends { enteredBy: string | null }>(entry: Entry) => ({
  ...entry,
  enteredBy: null,
  ...('notices' in entry ? { notices: null } : {}),
});

type Answers = Parameters<typeof mockApi>[0];

const ADMIN = { role: ['Admin'], accessLevel: 100 };
const RESEARCHER = { role: ['Researcher'], accessLevel: 50 };
const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };

async function openPage(
  session: Parameters<typeof signInAs>[0],
  answers: Answers = {},
  path = '/management/rates',
) {
  signInAs(session);
  const fetchMock = mockApi({
    [getRateScheduleEndpoint.path]: rateScheduleAnswer([FIRST, FUTURE, IN_FORCE]),
    [getBillingTermsEndpoint.path]: billingTermsAnswer([TERMS_NEXT, TERMS_NOW]),
    ...answers,
  });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Rates & Terms', level: 1 }, SLOW);
  return { ...app, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path) as [string, RequestInit][];

const rowsOf = async (name: string) => {
  const table = within(await screen.findByRole('table', { name }, SLOW));
  await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1));
  return table;
};

describe('the rates and terms page', { timeout: 60_000 }, () => {
  it('shows staff the schedule newest first with who entered each rate and who was told, read-only', async () => {
    const { user } = await openPage(RESEARCHER, {
      [getRateScheduleEndpoint.path]: rateScheduleAnswer([FIRST, FUTURE, WITHDRAWN, IN_FORCE]),
      [getRateNoticesEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: [
            {
              clientId: 5,
              clientName: 'Red Stick Water Company',
              recipients: 'billing@redstick.test',
              outcome: 'sent',
              detail: null,
              attempts: 1,
              sentAt: '2026-06-20T16:00:00.000Z',
            },
            {
              clientId: 6,
              clientName: 'Bayou Plant',
              recipients: '',
              outcome: 'no-recipient',
              detail: 'No billing address on file',
              attempts: 0,
              sentAt: null,
            },
          ],
        }),
    });
    const schedule = await rowsOf('Rate schedule');
    expect(schedule.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rate per million gallons',
      'Effective',
      'Adopted',
      'Notice given',
      'Hearing',
      'Status',
      'Entered by',
      'Clients told',
    ]);
    const [, future, withdrawn, inForce, first] = schedule.getAllByRole('row');
    expect(future).toHaveTextContent(
      `$80.0010/01/202606/15/202606/20/202606/10/2026FutureGrace Hopper${formatInstant(FUTURE.enteredAt)}` +
        '3 sent · 1 no address · 2 sendingWho was told',
    );
    expect(withdrawn).toHaveTextContent(
      `$90.0009/01/202611/10/202511/20/202511/05/2025WithdrawnGrace Hopper${formatInstant(WITHDRAWN.enteredAt)}` +
        `Withdrawn ${formatInstant('2026-06-25T15:00:00.000Z')} by Ada LovelaceNone`,
    );
    expect(within(withdrawn as HTMLElement).getByText('$90.00')).toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(inForce).toHaveTextContent(/^\$65\.0001\/01\/2026.*In forceGrace Hopper/);
    expect(first).toHaveTextContent(`$20.00From the start———PastSystem${formatInstant(FIRST.enteredAt)}None`);
    expect(screen.getByText(/Only an Admin can add or withdraw a rate\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();

    const terms = await rowsOf('Billing terms');
    const [, next, now] = terms.getAllByRole('row');
    expect(next).toHaveTextContent(
      `10/01/202645 days1% per month25%2.9% + $0.300.8%FutureGrace Hopper${formatInstant(TERMS_NEXT.enteredAt)}`,
    );
    expect(now).toHaveTextContent('From the start30 days1.5% per dayNo cap2.9% + $0.300.8%In forceSystem');
    expect(screen.queryByRole('button', { name: 'Add terms' })).not.toBeInTheDocument();

    await user.click(schedule.getByRole('button', { name: /^Who was told of the rate of \$80\.00/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Who was told' }, SLOW));
    const told = within(await dialog.findByRole('table', { name: 'Clients told' }));
    await told.findByText('Red Stick Water Company');
    const [, sent, none] = told.getAllByRole('row');
    expect(sent).toHaveTextContent(
      `Red Stick Water Companybilling@redstick.testSent${formatInstant('2026-06-20T16:00:00.000Z')}`,
    );
    expect(none).toHaveTextContent('Bayou Plant—No addressNo billing address on file—');
  });

  it('sorts the schedule by a column', async () => {
    const { user } = await openPage(RESEARCHER);
    const schedule = await rowsOf('Rate schedule');
    await user.click(schedule.getByRole('button', { name: 'Rate per million gallons' }));
    const rates = schedule.getAllByRole('row').slice(1);
    expect(rates.map((row) => row.querySelector('td')?.textContent)).toEqual(['$20.00', '$65.00', '$80.00']);
  });

  it('lets an owner read the rates and terms without names, notices or changes', async () => {
    stubScreenWidth(true);
    await openPage(
      OWNER,
      {
        [getRateScheduleEndpoint.path]: rateScheduleAnswer([FUTURE, IN_FORCE, FIRST].map(forOwner)),
        [getBillingTermsEndpoint.path]: billingTermsAnswer([TERMS_NEXT, TERMS_NOW].map(forOwner)),
      },
      '/client/rates',
    );
    const schedule = await rowsOf('Rate schedule');
    expect(schedule.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rate per million gallons',
      'Effective',
      'Adopted',
      'Notice given',
      'Hearing',
      'Status',
      'Entered',
    ]);
    expect(schedule.getAllByRole('row')[1]).toHaveTextContent(
      `$80.0010/01/202606/15/202606/20/202606/10/2026Future${formatInstant(FUTURE.enteredAt)}`,
    );
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
    expect(screen.queryByText(/Only an Admin/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Withdraw|Who was told/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: 'Rates & Terms',
      }),
    ).toHaveAttribute('href', '/client/rates');
  });

  it('gives the Admin Add and, on future entries only, Withdraw', async () => {
    await openPage(ADMIN);
    const schedule = await rowsOf('Rate schedule');
    expect(screen.getByRole('button', { name: 'Add rate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add terms' })).toBeEnabled();
    expect(
      schedule
        .getAllByRole('button', { name: /^Withdraw/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Withdraw the rate of $80.00 per million gallons from 10/01/2026']);
    const terms = await rowsOf('Billing terms');
    expect(
      terms.getAllByRole('button', { name: /^Withdraw/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Withdraw the billing terms from 10/01/2026']);
  });

  it('adds a rate in dollars with its dates, a hearing left empty sent as null, and shows the server’s field error', async () => {
    let saves = 0;
    const { fetchMock, user } = await openPage(ADMIN, {
      [saveRateEndpoint.path]: () => {
        saves += 1;
        return saves === 1
          ? jsonResponse(
              {
                message: 'The rate cannot be saved.',
                errors: { hearingOn: 'An increase needs the date of its public hearing.' },
              },
              400,
            )
          : jsonResponse({ message: 'Rate saved', id: 4, noticesQueued: 12 });
      },
    });
    await rowsOf('Rate schedule');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    const dialog = within(await screen.findByRole('dialog', { name: ADD_RATE_TITLE }, SLOW));
    expect(dialog.getByText(addRateHelp(30))).toBeInTheDocument();
    expect(addRateHelp(30)).toContain('at least 30 days after its notice');
    expect(addRateHelp(30)).toContain('An increase needs the date of its public hearing');

    // The contract's own rules first: nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Save rate' }));
    expect(await dialog.findByText('Enter the rate in dollars, such as 65.00')).toBeInTheDocument();
    expect(calls(fetchMock, saveRateEndpoint.path)).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Rate/), '90.5');
    await user.type(dialog.getByLabelText(/^Takes effect on/), '2027-01-01');
    await user.type(dialog.getByLabelText(/^Adopted by the board on/), '2026-11-20');
    await user.type(dialog.getByLabelText(/^Notice given on/), '2026-11-25');
    await user.click(dialog.getByRole('button', { name: 'Save rate' }));
    expect(await dialog.findByText('An increase needs the date of its public hearing.')).toBeInTheDocument();
    expect(dialog.getByText('The rate cannot be saved.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Public hearing on/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(dialog.getByLabelText(/^Public hearing on/), '2026-11-18');
    await user.click(dialog.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Rate saved; 12 clients will be told by e-mail')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const sent = calls(fetchMock, saveRateEndpoint.path);
    expect(sent.map(([, init]) => init.method)).toEqual(['POST', 'POST']);
    expect(sent.map(([, init]) => sentBody(init))).toEqual([
      {
        ratePerMillionGallons: 90.5,
        effectiveOn: '2027-01-01',
        adoptedOn: '2026-11-20',
        noticeGivenOn: '2026-11-25',
        hearingOn: null,
      },
      {
        ratePerMillionGallons: 90.5,
        effectiveOn: '2027-01-01',
        adoptedOn: '2026-11-20',
        noticeGivenOn: '2026-11-25',
        hearingOn: '2026-11-18',
      },
    ]);
    // Each submission with its own request key; the schedule is read again.
    const keys = sent.map(([url]) => new URL(url, 'http://portal.test').searchParams.get('requestKey'));
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(2);
    await waitFor(() => expect(calls(fetchMock, getRateScheduleEndpoint.path)).toHaveLength(2));
  });

  it('asks before withdrawing a future rate, sends nothing when cancelled, then withdraws it', async () => {
    const { fetchMock, user } = await openPage(ADMIN, {
      [withdrawRateEndpoint.path]: () => jsonResponse({ message: RATE_WITHDRAWN }),
    });
    const schedule = await rowsOf('Rate schedule');
    const withdraw = schedule.getByRole('button', {
      name: 'Withdraw the rate of $80.00 per million gallons from 10/01/2026',
    });
    await user.click(withdraw);
    const dialog = within(await screen.findByRole('dialog', { name: WITHDRAW_RATE_TITLE }, SLOW));
    expect(dialog.getByText(withdrawRateQuestion(FUTURE))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, withdrawRateEndpoint.path)).toHaveLength(0);

    await user.click(withdraw);
    const again = within(await screen.findByRole('dialog', { name: WITHDRAW_RATE_TITLE }));
    await user.click(again.getByRole('button', { name: 'Withdraw rate' }));
    expect(await screen.findByText(RATE_WITHDRAWN)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls(fetchMock, withdrawRateEndpoint.path);
    expect(sent.map(([url, init]) => [init.method, url.split('?')[1]])).toEqual([['PUT', 'id=3']]);
  });

  it('adds billing terms starting from those in force', async () => {
    const { fetchMock, user } = await openPage(ADMIN, {
      [saveBillingTermsEndpoint.path]: () => jsonResponse({ message: BILLING_TERMS_SAVED, id: 3 }),
    });
    await rowsOf('Billing terms');
    await user.click(screen.getByRole('button', { name: 'Add terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: ADD_TERMS_TITLE }, SLOW));
    expect(dialog.getByLabelText(/^Days to pay/)).toHaveValue('30');
    expect(dialog.getByLabelText(/^Late fee \(%\)/)).toHaveValue('1.5');
    expect(dialog.getByLabelText(/^Card fee, fixed/)).toHaveValue('0.30');
    expect(dialog.getByLabelText(/^Late-fee cap/)).toHaveValue('');

    await user.type(dialog.getByLabelText(/^Take effect on/), '2027-01-01');
    await user.clear(dialog.getByLabelText(/^Days to pay/));
    await user.type(dialog.getByLabelText(/^Days to pay/), '45');
    await user.click(dialog.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText(BILLING_TERMS_SAVED)).toBeInTheDocument();
    expect(calls(fetchMock, saveBillingTermsEndpoint.path).map(([, init]) => sentBody(init))).toEqual([
      {
        effectiveOn: '2027-01-01',
        dueDays: 45,
        lateFeePercent: 1.5,
        lateFeePeriod: 'day',
        lateFeeCapPercent: null,
        cardFeePercent: 2.9,
        cardFeeFixed: 0.3,
        bankFeePercent: 0.8,
      },
    ]);
  });

  it('shows a failed load with Try Again, then the empty schedule', async () => {
    let answers = 0;
    const { user } = await openPage(RESEARCHER, {
      [getRateScheduleEndpoint.path]: () => {
        answers += 1;
        return answers === 1
          ? jsonResponse({ message: 'The database is not answering.' }, 503)
          : rateScheduleAnswer([])();
      },
    });
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(NO_RATES)).toBeInTheDocument();
  });

  it('stacks each rate in one column on a phone', async () => {
    stubScreenWidth(false);
    await openPage(ADMIN);
    const schedule = await rowsOf('Rate schedule');
    expect(schedule.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rate',
      'Actions',
    ]);
    expect(schedule.getAllByRole('row')[1]).toHaveTextContent(
      /^\$80\.00 per million gallonsFuture10\/01\/2026Adopted 06\/15\/2026 · Notice 06\/20\/2026 · Hearing 06\/10\/2026/,
    );
  });
});
