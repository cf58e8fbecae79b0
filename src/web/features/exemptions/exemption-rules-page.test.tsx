import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EXEMPTION_RULES_SAVED,
  getExemptionReviewEndpoint,
  getExemptionRulesEndpoint,
  saveExemptionRulesEndpoint,
  setWellExemptionEndpoint,
  type ExemptionReviewResponse,
  type ExemptionReviewRow,
  type ExemptionRulesRow,
} from '../../../shared/contracts/exemptions';
import { listWellUseCategoriesEndpoint } from '../../../shared/contracts/reference-data';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { NO_DIFFERENCES } from './exemption-rules-page';

const SLOW = { timeout: 30_000 };
const PAGE = '/management/exemptions';

// Loading the lazily imported page and form takes seconds in jsdom; do it once, untimed.
beforeAll(
  () =>
    Promise.all([
      import('./exemption-rules-page'),
      import('./exemption-rules-form'),
      import('./set-exemption-dialog'),
    ]),
  60_000,
);

const RULES: ExemptionRulesRow = {
  maxDepthFeet: 400,
  aquiferIds: [],
  wellUseCategoryIds: [41, 43],
  minCapacityGallonsPerDay: 50_000,
  updatedBy: 'Grace Hopper',
  updatedAt: '2026-12-05T16:00:00.000Z',
};

const CATEGORY_ANSWER = () =>
  jsonResponse({
    message: 'ok',
    data: [
      { id: 41, description: 'Irrigation', isActive: true },
      { id: 42, description: 'Industrial', isActive: true },
      { id: 43, description: 'Livestock and Aquaculture', isActive: true },
    ],
  });

function rulesAnswer(overrides: Partial<ExemptionRulesRow> = {}) {
  return () => jsonResponse({ message: 'OK', data: { ...RULES, ...overrides } });
}

function reviewRow(overrides: Partial<ExemptionReviewRow> = {}): ExemptionReviewRow {
  return {
    wellId: 11,
    wellNumber: 'EB-101',
    clientName: 'Red Stick Water Company',
    aquiferName: '400-Foot Sand',
    wellUseName: 'Irrigation - crops',
    wellDepth: 380,
    capacityGallonsPerDay: 900_000,
    flaggedExempt: false,
    ruleExempt: true,
    reasons: ['Shallower than 400 ft', 'Use of an exempt category'],
    ...overrides,
  };
}

/** Exempt by rule but not flagged, and flagged with no rule matching. */
const UNFLAGGED = reviewRow();
const FLAGGED = reviewRow({
  wellId: 12,
  wellNumber: 'CC-7',
  clientName: null,
  aquiferName: null,
  wellUseName: null,
  wellDepth: null,
  capacityGallonsPerDay: null,
  flaggedExempt: true,
  ruleExempt: false,
  reasons: [],
});

function reviewAnswer(rows: ExemptionReviewRow[], extra: Partial<ExemptionReviewResponse> = {}) {
  return () =>
    jsonResponse({
      message: 'OK',
      data: rows,
      totalCount: rows.length,
      counts: { matches: 120, differs: rows.length },
      ...extra,
    } satisfies ExemptionReviewResponse);
}

async function openPage(level: number, answers: Parameters<typeof mockApi>[0]) {
  signInAs(
    level >= 100 ? { role: ['Admin'], accessLevel: level } : { role: ['Researcher'], accessLevel: level },
  );
  const fetchMock = mockApi({
    ...LOOKUP_ANSWERS,
    [listWellUseCategoriesEndpoint.path]: CATEGORY_ANSWER,
    [getExemptionRulesEndpoint.path]: rulesAnswer(),
    [getExemptionReviewEndpoint.path]: reviewAnswer([UNFLAGGED, FLAGGED]),
    ...answers,
  });
  const app = renderApp(PAGE);
  await screen.findByRole('heading', { name: 'Exemption Rules', level: 1 }, SLOW);
  const table = within(await screen.findByRole('table', { name: 'Wells under the exemption rules' }));
  return { ...app, fetchMock, table };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path) as [string, RequestInit][];

/** The query of each GetExemptionReview call, in order. */
const reviewQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock, getExemptionReviewEndpoint.path).map(([url]) =>
    Object.fromEntries(new URL(url, 'http://portal.test').searchParams),
  );

const DEFAULT_QUERY = { show: 'differs', sort: 'wellNumber', direction: 'asc', page: '1', pageSize: '25' };

describe('the exemption rules page', { timeout: 60_000 }, () => {
  it('shows the rules read-only below Admin, and the wells marked differently', async () => {
    stubScreenWidth(true);
    const { fetchMock, table } = await openPage(50, {});
    const form = within(await screen.findByRole('form', { name: 'Exemption rules' }, SLOW));
    expect(form.getByLabelText(/^Shallower than/)).toHaveValue('400');
    expect(form.getByLabelText(/^Shallower than/)).toBeDisabled();
    expect(form.getByLabelText(/^Pumping under/)).toHaveValue('50000');
    expect(form.getByLabelText(/^Pumping under/)).toBeDisabled();
    const categories = form.getByRole('combobox', { name: /^Exempt well-use categories/ });
    await waitFor(() => expect(categories).toHaveTextContent('Irrigation, Livestock and Aquaculture'));
    expect(categories).toHaveAttribute('aria-disabled', 'true');
    expect(form.getByRole('combobox', { name: /^Exempt aquifers/ })).toHaveAttribute('aria-disabled', 'true');
    expect(form.getByText(/Only an Admin can change the rules\./)).toBeInTheDocument();
    expect(form.getByText(/by Grace Hopper\./)).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await table.findByText('EB-101');
    expect(reviewQueries(fetchMock)).toEqual([DEFAULT_QUERY]);
    const counts = within(screen.getByLabelText('Wells by what the rules say'));
    expect(counts.getByText('120 exempt by the rules')).toBeInTheDocument();
    expect(counts.getByText('2 marked differently')).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Well',
      'Client',
      'Aquifer',
      'Well use',
      'Depth',
      'Capacity',
      'Flag',
      'Rules say',
      'Actions',
    ]);
    const [, unflagged, flagged] = table.getAllByRole('row');
    expect(unflagged).toHaveTextContent(
      'EB-101Red Stick Water Company400-Foot SandIrrigation - crops380 ft900,000 gpdNot exempt' +
        'ExemptShallower than 400 ftUse of an exempt categoryMark exempt',
    );
    expect(flagged).toHaveTextContent('CC-7—————ExemptNot exemptClear exemption');
    expect(within(unflagged as HTMLElement).getByRole('link', { name: 'EB-101' })).toHaveAttribute(
      'href',
      '/well/edit/11',
    );
    for (const name of ['Well', 'Client', 'Aquifer', 'Well use', 'Depth', 'Capacity']) {
      expect(table.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(table.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
  });

  it('lets the Admin change the rules, sent as SaveExemptionRules takes them', async () => {
    stubScreenWidth(true);
    const { fetchMock, user } = await openPage(100, {
      [saveExemptionRulesEndpoint.path]: () => jsonResponse({ message: EXEMPTION_RULES_SAVED, id: 1 }),
    });
    const form = within(await screen.findByRole('form', { name: 'Exemption rules' }, SLOW));
    const depth = form.getByLabelText(/^Shallower than/);
    expect(depth).toBeEnabled();

    // Checked by the contract's rules before anything is sent.
    await user.clear(depth);
    await user.type(depth, '0');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Depth must be more than 0 feet; leave it empty for no depth rule'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, saveExemptionRulesEndpoint.path)).toHaveLength(0);

    await user.clear(depth);
    await user.type(depth, '350.5');
    await user.click(form.getByRole('combobox', { name: /^Exempt aquifers/ }));
    await user.click(await screen.findByRole('option', { name: '600-Foot Sand' }));
    await user.keyboard('{Escape}');
    await user.click(form.getByRole('combobox', { name: /^Exempt well-use categories/ }));
    await user.click(await screen.findByRole('option', { name: 'Irrigation' }));
    await user.keyboard('{Escape}');
    const capacity = form.getByLabelText(/^Pumping under/);
    await user.clear(capacity);
    await user.type(capacity, '25,000');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EXEMPTION_RULES_SAVED)).toBeInTheDocument();
    const saves = calls(fetchMock, saveExemptionRulesEndpoint.path);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.[1].method).toBe('PUT');
    expect(sentBody(saves[0]?.[1])).toEqual({
      maxDepthFeet: 350.5,
      aquiferIds: [12],
      wellUseCategoryIds: [43],
      minCapacityGallonsPerDay: 25_000,
    });
    // The rules and the review are read again.
    await waitFor(() => expect(calls(fetchMock, getExemptionRulesEndpoint.path)).toHaveLength(2));
    await waitFor(() => expect(reviewQueries(fetchMock)).toHaveLength(2));
  });

  it('shows the server’s refusal above the rules and its field message on the field', async () => {
    stubScreenWidth(true);
    const message = 'Exempt aquifers: aquifer 99 does not exist.';
    const { user } = await openPage(100, {
      [saveExemptionRulesEndpoint.path]: () =>
        jsonResponse({ message, errors: { aquiferIds: message } }, 400),
    });
    const form = within(await screen.findByRole('form', { name: 'Exemption rules' }, SLOW));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findAllByText(message)).toHaveLength(2);
    expect(form.getByRole('combobox', { name: /^Exempt aquifers/ })).toHaveAccessibleDescription(message);
    expect(screen.queryByText(EXEMPTION_RULES_SAVED)).not.toBeInTheDocument();
  });

  it('asks the server for every well or a well number, and sorts on the server', async () => {
    stubScreenWidth(true);
    const { fetchMock, table, user } = await openPage(50, {
      [getExemptionReviewEndpoint.path]: reviewAnswer([UNFLAGGED], { totalCount: 60 }),
    });
    await table.findByText('EB-101');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(reviewQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, page: '2' }));

    const filters = within(screen.getByRole('form', { name: 'Review filters' }));
    await user.click(filters.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'All wells' }));
    await user.type(filters.getByRole('searchbox', { name: 'Well number' }), ' EB ');
    expect(reviewQueries(fetchMock)).toHaveLength(2);
    await user.click(filters.getByRole('button', { name: 'Search' }));
    const filtered = { ...DEFAULT_QUERY, show: 'all', wellNumber: 'EB' };
    await waitFor(() => expect(reviewQueries(fetchMock).at(-1)).toEqual(filtered));

    await user.click(table.getByRole('button', { name: 'Depth' }));
    await waitFor(() => expect(reviewQueries(fetchMock).at(-1)).toEqual({ ...filtered, sort: 'wellDepth' }));
    await user.click(table.getByRole('button', { name: 'Depth' }));
    await waitFor(() =>
      expect(reviewQueries(fetchMock).at(-1)).toEqual({ ...filtered, sort: 'wellDepth', direction: 'desc' }),
    );

    await user.click(filters.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(reviewQueries(fetchMock).at(-1)).toEqual({
        ...DEFAULT_QUERY,
        sort: 'wellDepth',
        direction: 'desc',
      }),
    );
  });

  it('marks a well exempt only with a reason, says so and reads the review again', async () => {
    stubScreenWidth(true);
    const { fetchMock, table, user } = await openPage(50, {
      [setWellExemptionEndpoint.path]: () => jsonResponse({ message: 'Well EB-101 marked exempt.', id: 11 }),
    });
    await table.findByText('EB-101');
    await user.click(table.getByRole('button', { name: 'Mark exempt EB-101' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Exempt' }, SLOW));
    expect(dialog.getByText(/Mark well EB-101 exempt\?/)).toHaveTextContent(
      'The rules mark it exempt (Shallower than 400 ft; Use of an exempt category).',
    );

    await user.click(dialog.getByRole('button', { name: 'Mark exempt' }));
    expect(await dialog.findByText('Reason is required')).toBeInTheDocument();
    expect(calls(fetchMock, setWellExemptionEndpoint.path)).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Irrigates a family farm');
    await user.click(dialog.getByRole('button', { name: 'Mark exempt' }));
    expect(await screen.findByText('Well EB-101 marked exempt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = calls(fetchMock, setWellExemptionEndpoint.path);
    expect(posted.map(([, init]) => [init.method, sentBody(init)])).toEqual([
      ['POST', { wellId: 11, exempt: true, reason: 'Irrigates a family farm' }],
    ]);
    await waitFor(() => expect(reviewQueries(fetchMock)).toHaveLength(2));
  });

  it('clears a flag, and shows the server’s refusal in the dialog', async () => {
    stubScreenWidth(true);
    const { fetchMock, table, user } = await openPage(50, {
      [setWellExemptionEndpoint.path]: () => jsonResponse({ message: 'Well not found.' }, 404),
    });
    await table.findByText('CC-7');
    await user.click(table.getByRole('button', { name: 'Clear exemption of CC-7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Clear Exemption' }, SLOW));
    expect(dialog.getByText(/Clear the exemption of well CC-7\?/)).toHaveTextContent(
      'No rule marks it exempt.',
    );
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Sells water');
    await user.click(dialog.getByRole('button', { name: 'Clear exemption' }));
    expect(await dialog.findByText('Well not found.')).toBeInTheDocument();
    expect(sentBody(calls(fetchMock, setWellExemptionEndpoint.path)[0]?.[1])).toEqual({
      wellId: 12,
      exempt: false,
      reason: 'Sells water',
    });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the rules and flags agree, and shows a failure with Try Again', async () => {
    stubScreenWidth(true);
    const answer = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'The database is not answering.' }, 503))
      .mockImplementation(reviewAnswer([], { counts: { matches: 4, differs: 0 } }));
    const { user } = await openPage(50, { [getExemptionReviewEndpoint.path]: answer });
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(NO_DIFFERENCES)).toBeInTheDocument();
    expect(screen.getByText('0 marked differently')).toBeInTheDocument();
  });

  it('stacks each well’s facts in one column on a phone', async () => {
    stubScreenWidth(false);
    const { table } = await openPage(50, { [getExemptionReviewEndpoint.path]: reviewAnswer([UNFLAGGED]) });
    await table.findByText('EB-101');
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Well',
      'Actions',
    ]);
    const [, row] = table.getAllByRole('row');
    expect(row).toHaveTextContent(
      'EB-101Not exemptRed Stick Water Company400-Foot Sand · Irrigation - crops380 ft · 900,000 gpd' +
        'Rules say: ExemptShallower than 400 ftUse of an exempt categoryMark exempt',
    );
  });
});
