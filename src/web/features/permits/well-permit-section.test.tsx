import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getWellPermitsEndpoint, PERMIT_SAVED, savePermitEndpoint } from '../../../shared/contracts/permits';
import { getWellEndpoint } from '../../../shared/contracts/wells';
import { formatInstant } from '../../components/permits/permit-text';
import { NO_PERMIT_TERMS } from '../../components/permits/well-permit-section';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { NO_METER_ANSWERS } from '../../test/factories/meters';
import {
  NO_PERMIT_ANSWER,
  permitAlertRow,
  permitTermsRow,
  permitUseRow,
  wellPermitsAnswer,
} from '../../test/factories/permits';
import { signInAs } from '../../test/factories/session';
import { wellDetail } from '../../test/factories/wells';
import { renderApp } from '../../test/render';

/** The layout, the pages and MUI take seconds to appear in jsdom on two cores. */
const SLOW = { timeout: 30_000 };

// Loading the lazily imported pages, section and form takes seconds in jsdom; do it once, untimed.
beforeAll(
  () =>
    Promise.all([
      import('../wells/well-edit-page'),
      import('../wells/owner-well-page'),
      import('../../components/permits/well-permit-section'),
      import('../../components/permits/permit-terms-dialog'),
    ]),
  60_000,
);

const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };

/** Terms amended in July: the earlier version ends the day before. */
const AMENDED = permitTermsRow({
  id: 3,
  effectiveFrom: '2026-07-01',
  annualGallons: 110_500_000,
  maxDailyGallons: 450_000,
  note: null,
  createdBy: null,
  createdAt: '2026-06-29T14:00:00.000Z',
});
const FIRST = permitTermsRow({ effectiveTo: '2026-06-30' });

function openWellPage(path: string, permits: () => Response, extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    ...LOOKUP_ANSWERS,
    ...NO_METER_ANSWERS,
    [getWellEndpoint.path]: () => jsonResponse({ message: 'ok', data: wellDetail({ id: 11 }) }),
    [getWellPermitsEndpoint.path]: permits,
    ...extra,
  });
  return { ...renderApp(path), fetchMock };
}

async function permitSection() {
  const section = await screen.findByRole('region', { name: 'Permit' }, SLOW);
  // Loaded once the permit number shows.
  await within(section).findByText('Permit number', {}, SLOW);
  return within(section);
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path) as [string, RequestInit][];

describe("the well pages' permit section", { timeout: 60_000 }, () => {
  it('shows staff the permit, this year’s use, the terms’ history, the days above the maximum and the alerts', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const { fetchMock } = openWellPage('/well/edit/11', wellPermitsAnswer({ terms: [AMENDED, FIRST] }));
    const section = await permitSection();
    expect(calls(fetchMock, getWellPermitsEndpoint.path).map(([url]) => url)).toEqual([
      `${getWellPermitsEndpoint.path}?wellId=11`,
    ]);

    expect(section.getByText('GP-2026-001')).toBeInTheDocument();
    expect(section.getByText('12/01/2025')).toBeInTheDocument();
    const year = within(section.getByRole('region', { name: /^This permit year/ }));
    expect(
      year.getByRole('heading', { name: 'This permit year (01/01/2026 – 12/31/2026)' }),
    ).toBeInTheDocument();
    expect(year.getByText('54.321 MG used of 96 MG')).toBeInTheDocument();
    expect(year.getByText('Projected over')).toBeInTheDocument();
    expect(year.getByRole('progressbar', { name: 'Permitted volume used this year' })).toHaveAttribute(
      'aria-valuetext',
      '56.5%',
    );
    expect(year.getByText('56.5%')).toBeInTheDocument();
    expect(year.getByText("Reduced from 120 MG by the district's cut.")).toBeInTheDocument();
    expect(year.getByText('512,000 gal/day')).toBeInTheDocument();
    expect(year.getByText('Last 30 days to 06/28/2026')).toBeInTheDocument();
    expect(year.getByText('149.553 MG')).toBeInTheDocument();
    expect(year.getByText('09/17/2026')).toBeInTheDocument();
    expect(year.getByText('500,000 gal/day')).toBeInTheDocument();

    const terms = within(section.getByRole('table', { name: 'Permit terms history' }));
    expect(terms.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Effective',
      'Annual volume',
      'Max daily rate',
      'Note',
      'Entered',
    ]);
    const [, amended, first] = terms.getAllByRole('row');
    expect(amended).toHaveTextContent(
      `07/01/2026 – Until amended110.5 MG450,000 gal/day—System${formatInstant(AMENDED.createdAt)}`,
    );
    expect(first).toHaveTextContent(
      `01/01/2026 – 06/30/2026120 MG500,000 gal/dayRenewedAda Lovelace${formatInstant(FIRST.createdAt)}`,
    );

    const days = within(section.getByRole('table', { name: 'Days above the maximum daily rate' }));
    expect(days.getAllByRole('row')[1]).toHaveTextContent('06/12/2026612,345 gal500,000 gal/day');

    const alerts = within(section.getByRole('table', { name: 'Permit alerts sent' }));
    expect(alerts.getAllByRole('row')[1]).toHaveTextContent(
      `80% of the volume01/01/2026Sent${formatInstant(permitAlertRow().sentAt ?? '')}`,
    );
    expect(section.getByRole('button', { name: 'Set permit terms' })).toBeInTheDocument();
  });

  it('lets staff set new terms, checked by the contract before SavePermit gets them', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const { fetchMock, user } = openWellPage('/well/edit/11', wellPermitsAnswer(), {
      [savePermitEndpoint.path]: () => jsonResponse({ message: PERMIT_SAVED, id: 4 }),
    });
    const section = await permitSection();
    await user.click(section.getByRole('button', { name: 'Set permit terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set permit terms' }, SLOW));

    // The form starts from the well's permit and its latest terms, from today.
    expect(dialog.getByLabelText('Permit number')).toHaveValue('GP-2026-001');
    expect(dialog.getByLabelText('Permit number')).toHaveFocus();
    expect(dialog.getByLabelText('Permit date')).toHaveValue('2025-12-01');
    // The district's today, as GetWellPermits answers it.
    expect(dialog.getByLabelText(/^Effective from/)).toHaveValue('2026-06-15');
    expect(dialog.getByLabelText(/^Permitted volume/)).toHaveValue('120');
    expect(dialog.getByLabelText(/^Maximum daily rate/)).toHaveValue('500000');

    await user.clear(dialog.getByLabelText(/^Permitted volume/));
    await user.type(dialog.getByLabelText(/^Permitted volume/), '0');
    await user.clear(dialog.getByLabelText(/^Maximum daily rate/));
    await user.type(dialog.getByLabelText(/^Maximum daily rate/), '450000.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The permitted volume must be more than zero')).toBeInTheDocument();
    expect(dialog.getByText('The maximum daily rate must be a whole number of gallons')).toBeInTheDocument();
    expect(calls(fetchMock, savePermitEndpoint.path)).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/^Permitted volume/));
    await user.type(dialog.getByLabelText(/^Permitted volume/), '110.5');
    await user.clear(dialog.getByLabelText(/^Maximum daily rate/));
    await user.type(dialog.getByLabelText(/^Maximum daily rate/), '450,000');
    await user.clear(dialog.getByLabelText(/^Effective from/));
    await user.type(dialog.getByLabelText(/^Effective from/), '2026-07-01');
    await user.type(dialog.getByLabelText('Note'), 'Amended after the audit');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PERMIT_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saves = calls(fetchMock, savePermitEndpoint.path);
    expect(saves).toHaveLength(1);
    const [, init] = saves[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      wellId: 11,
      permitNumber: 'GP-2026-001',
      permitDate: '2025-12-01',
      effectiveFrom: '2026-07-01',
      annualMillionGallons: 110.5,
      maxDailyGallons: 450_000,
      note: 'Amended after the audit',
    });
    // The permit is read again.
    await waitFor(() => expect(calls(fetchMock, getWellPermitsEndpoint.path)).toHaveLength(2));
  });

  it('shows the server’s refusal in the form and its field message on the field', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const { user } = openWellPage('/well/edit/11', wellPermitsAnswer(), {
      [savePermitEndpoint.path]: () =>
        jsonResponse(
          {
            message: 'The request is not valid.',
            errors: { effectiveFrom: 'The terms cannot start before the permit date' },
          },
          400,
        ),
    });
    const section = await permitSection();
    await user.click(section.getByRole('button', { name: 'Set permit terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set permit terms' }, SLOW));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The request is not valid.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Effective from/)).toHaveAccessibleDescription(
      'The terms cannot start before the permit date',
    );
    expect(screen.queryByText(PERMIT_SAVED)).not.toBeInTheDocument();
  });

  it('says when a well has no terms, and offers staff to set them', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const { user } = openWellPage('/well/edit/11', NO_PERMIT_ANSWER);
    const section = await permitSection();
    expect(section.getByText(`${NO_PERMIT_TERMS}.`)).toBeInTheDocument();
    expect(section.queryByRole('table')).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Set permit terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set permit terms' }, SLOW));
    expect(dialog.getByLabelText('Permit number')).toHaveValue('');
    expect(dialog.getByLabelText(/^Permitted volume/)).toHaveValue('');
  });

  it('shows the owner their well’s permit without the button', async () => {
    signInAs(OWNER);
    openWellPage(
      '/well/client-edit/11',
      wellPermitsAnswer({
        use: permitUseRow({
          permittedGallons: 120_000_000,
          uncutGallons: 120_000_000,
          usedGallons: 30_000_000,
          percentUsed: 25,
          paceGallonsPerDay: 100_000,
          projectedGallons: 48_600_000,
          projectedCrossingOn: null,
          status: 'under',
        }),
      }),
    );
    const section = await permitSection();
    expect(section.getByText('30 MG used of 120 MG')).toBeInTheDocument();
    expect(section.getByText('Under')).toBeInTheDocument();
    expect(section.getByText('Not projected to cross this year')).toBeInTheDocument();
    expect(section.queryByText(/district's cut/)).not.toBeInTheDocument();
    expect(section.getByRole('table', { name: 'Permit alerts sent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set permit terms' })).not.toBeInTheDocument();
  });

  it('offers Try Again after a failed load, and the owner without terms reads the empty state only', async () => {
    signInAs(OWNER);
    let answers = 0;
    const { user } = openWellPage('/well/client-edit/11', () => {
      answers += 1;
      return answers === 1
        ? jsonResponse({ message: 'The database is not answering.' }, 503)
        : NO_PERMIT_ANSWER();
    });
    const section = within(await screen.findByRole('region', { name: 'Permit' }, SLOW));
    expect(await section.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByText(`${NO_PERMIT_TERMS}.`)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Set permit terms' })).not.toBeInTheDocument();
  });
});
