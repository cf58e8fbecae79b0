import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DISTRICT_CUT_SAVED,
  getDistrictCutsEndpoint,
  getPermitSettingsEndpoint,
  PERMIT_SETTINGS_SAVED,
  saveDistrictCutEndpoint,
  savePermitSettingsEndpoint,
} from '../../../shared/contracts/permits';
import { formatInstant } from '../../components/permits/permit-text';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { districtCutRow, districtCutsAnswer, permitSettingsAnswer } from '../../test/factories/permits';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { declareCutQuestion, DECLARE_CUT_TITLE } from './district-cut-form';
import { NO_CUTS } from './district-cuts-page';

const SLOW = { timeout: 30_000 };
const PAGE = '/management/permits';

// Loading the lazily imported page and dialogs takes seconds in jsdom; do it once, untimed.
beforeAll(
  () =>
    Promise.all([
      import('./district-cuts-page'),
      import('./end-date-dialog'),
      import('../../components/confirm-modal'),
    ]),
  60_000,
);

/** The cut in force, and an ended one of last summer whose notices went to nobody. */
const IN_FORCE = districtCutRow();
const ENDED = districtCutRow({
  id: 1,
  percent: 12.5,
  effectiveOn: '2025-07-01',
  endsOn: '2025-09-30',
  reason: 'Drought stage 1',
  inForce: false,
  createdBy: null,
  createdAt: '2025-06-20T16:00:00.000Z',
  notices: { sent: 0, failed: 0, noRecipient: 0, pending: 0 },
});

async function openPage(level: number, answers: Parameters<typeof mockApi>[0] = {}) {
  signInAs(
    level >= 100 ? { role: ['Admin'], accessLevel: level } : { role: ['Researcher'], accessLevel: level },
  );
  const fetchMock = mockApi({
    [getDistrictCutsEndpoint.path]: districtCutsAnswer([IN_FORCE, ENDED]),
    [getPermitSettingsEndpoint.path]: permitSettingsAnswer(),
    ...answers,
  });
  const app = renderApp(PAGE);
  await screen.findByRole('heading', { name: 'Permits & Cuts', level: 1 }, SLOW);
  return { ...app, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path) as [string, RequestInit][];

describe('the district cuts and permit settings', { timeout: 60_000 }, () => {
  it('lists the cuts with their state and notices, and shows staff the settings read-only', async () => {
    await openPage(50);
    const table = within(await screen.findByRole('table', { name: 'District cuts' }));
    await table.findByText('Drought stage 2');
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Cut',
      'From',
      'To',
      'Reason',
      'State',
      'Owners e-mailed',
      'Declared',
      'Actions',
    ]);
    const [, inForce, ended] = table.getAllByRole('row');
    expect(inForce).toHaveTextContent(
      `20%06/01/2026OpenDrought stage 2In force12 sent · 1 failed, will retry · 2 no address` +
        `Grace Hopper${formatInstant(IN_FORCE.createdAt)}Set end date`,
    );
    expect(ended).toHaveTextContent(
      `12.5%07/01/202509/30/2025Drought stage 1EndedNoneSystem${formatInstant(ENDED.createdAt)}Set end date`,
    );

    const settings = within(screen.getByRole('region', { name: 'Permit settings' }));
    expect(await settings.findByText('January 1')).toBeInTheDocument();
    expect(settings.getByText('permits@district.example')).toBeInTheDocument();
    expect(settings.getByText('Only an Admin can change the permit settings.')).toBeInTheDocument();
    expect(settings.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it('asks before declaring a cut, sends nothing when cancelled, then declares it as SaveDistrictCut takes it', async () => {
    const { fetchMock, user } = await openPage(50, {
      [saveDistrictCutEndpoint.path]: () => jsonResponse({ message: DISTRICT_CUT_SAVED, id: 4 }),
    });
    const form = within(await screen.findByRole('form', { name: DECLARE_CUT_TITLE }, SLOW));

    // Checked by the contract's rules before anything is asked or sent.
    await user.type(form.getByLabelText(/^Cut/), '120');
    await user.clear(form.getByLabelText(/^From/));
    await user.type(form.getByLabelText(/^From/), '2026-08-01');
    await user.type(form.getByLabelText(/^To/), '2026-07-01');
    await user.click(form.getByRole('button', { name: 'Declare cut' }));
    expect(await form.findByText('The cut can be at most 100%')).toBeInTheDocument();
    expect(form.getByText('Reason is required')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Cut/));
    await user.type(form.getByLabelText(/^Cut/), '15');
    await user.type(form.getByLabelText(/^Reason/), 'Aquifer below the trigger level');
    await user.click(form.getByRole('button', { name: 'Declare cut' }));
    expect(await form.findByText('The end date cannot be before the effective date')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(form.getByLabelText(/^To/));
    await user.type(form.getByLabelText(/^To/), '2026-10-31');
    await user.click(form.getByRole('button', { name: 'Declare cut' }));
    const question = declareCutQuestion({ percent: 15, effectiveOn: '2026-08-01', endsOn: '2026-10-31' });
    const dialog = within(await screen.findByRole('dialog', { name: DECLARE_CUT_TITLE }, SLOW));
    expect(dialog.getByText(question)).toBeInTheDocument();
    expect(question).toBe(
      "Cut every permit's volume by 15% from 08/01/2026 to 10/31/2026? " +
        'Every owner with a permitted well will be e-mailed about it.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, saveDistrictCutEndpoint.path)).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Declare cut' }));
    const again = within(await screen.findByRole('dialog', { name: DECLARE_CUT_TITLE }));
    await user.click(again.getByRole('button', { name: 'Declare and e-mail owners' }));
    expect(await screen.findByText(DISTRICT_CUT_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saves = calls(fetchMock, saveDistrictCutEndpoint.path);
    expect(saves.map(([, init]) => init.method)).toEqual(['POST']);
    expect(saves.map(([, init]) => sentBody(init))).toEqual([
      {
        percent: 15,
        effectiveOn: '2026-08-01',
        endsOn: '2026-10-31',
        reason: 'Aquifer below the trigger level',
      },
    ]);
    // The form empties and the cuts are read again.
    expect(form.getByLabelText(/^Reason/)).toHaveValue('');
    await waitFor(() => expect(calls(fetchMock, getDistrictCutsEndpoint.path)).toHaveLength(2));
  });

  it('sets the end date of a cut, sent with the cut’s own values', async () => {
    const { fetchMock, user } = await openPage(50, {
      [saveDistrictCutEndpoint.path]: () => jsonResponse({ message: DISTRICT_CUT_SAVED, id: 3 }),
    });
    const table = within(await screen.findByRole('table', { name: 'District cuts' }));
    await user.click(
      await table.findByRole('button', { name: 'Set end date of the 20% cut from 06/01/2026' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Set end date' }, SLOW));
    const lastDay = dialog.getByLabelText(/^Last day/);
    expect(lastDay).toHaveFocus();
    await user.type(lastDay, '2026-05-01');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The end date cannot be before the effective date')).toBeInTheDocument();
    expect(calls(fetchMock, saveDistrictCutEndpoint.path)).toHaveLength(0);

    await user.clear(lastDay);
    await user.type(lastDay, '2026-09-30');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DISTRICT_CUT_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, saveDistrictCutEndpoint.path).map(([, init]) => sentBody(init))).toEqual([
      { id: 3, percent: 20, effectiveOn: '2026-06-01', endsOn: '2026-09-30', reason: 'Drought stage 2' },
    ]);
  });

  it('lets the Admin change the permit year’s first month and the alert address', async () => {
    const { fetchMock, user } = await openPage(100, {
      [savePermitSettingsEndpoint.path]: () => jsonResponse({ message: PERMIT_SETTINGS_SAVED }),
    });
    const form = within(await screen.findByRole('form', { name: 'Permit settings' }, SLOW));
    expect(form.getByRole('combobox', { name: /^Permit year starts in/ })).toHaveTextContent('January');
    await user.click(form.getByRole('combobox', { name: /^Permit year starts in/ }));
    await user.click(await screen.findByRole('option', { name: 'October' }));
    const email = form.getByLabelText('Staff alert e-mail');
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Enter the alert address as name@example.org')).toBeInTheDocument();
    expect(calls(fetchMock, savePermitSettingsEndpoint.path)).toHaveLength(0);

    await user.clear(email);
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(PERMIT_SETTINGS_SAVED)).toBeInTheDocument();
    const saves = calls(fetchMock, savePermitSettingsEndpoint.path);
    expect(saves.map(([, init]) => init.method)).toEqual(['PUT']);
    expect(saves.map(([, init]) => sentBody(init))).toEqual([{ yearStartMonth: 10, alertEmail: null }]);
  });

  it('says when no cut was declared, and shows a failed load with Try Again', async () => {
    let answers = 0;
    const { user } = await openPage(50, {
      [getDistrictCutsEndpoint.path]: () => {
        answers += 1;
        return answers === 1
          ? jsonResponse({ message: 'The database is not answering.' }, 503)
          : districtCutsAnswer([])();
      },
    });
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(NO_CUTS)).toBeInTheDocument();
  });
});
