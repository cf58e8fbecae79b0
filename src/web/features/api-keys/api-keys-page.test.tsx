import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_CREATED,
  API_KEY_EXPIRY_PAST,
  API_KEY_REVOKED,
  createApiKeyEndpoint,
  getApiKeysEndpoint,
  revokeApiKeyEndpoint,
} from '../../../shared/contracts/api-keys';
import { publicApiWellsEndpoint } from '../../../shared/contracts/public-api';
import { formatInstant } from '../../components/permits/permit-text';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { apiKeyRow, apiKeysAnswer } from '../../test/factories/api-keys';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { NO_API_KEYS, REVOKE_TITLE, revokeQuestion } from './api-keys-page';
import { CREATE_KEY_TITLE, KEY_CREATED_TITLE } from './create-api-key-dialog';

const SLOW = { timeout: 30_000 };

// Loading the lazily imported page and dialogs takes seconds in jsdom; do it once, untimed.
beforeAll(
  () =>
    Promise.all([
      import('./api-keys-page'),
      import('./create-api-key-dialog'),
      import('../../components/confirm-modal'),
    ]),
  60_000,
);

const ADMIN = { role: ['Admin'], accessLevel: 100 };

/** The newest first, as the server answers: one used today, one expired, one revoked and never used. */
const ACTIVE = apiKeyRow({ id: 3, createdAt: '2026-06-01T15:00:00.000Z' });
const EXPIRED = apiKeyRow({
  id: 2,
  name: 'State survey',
  prefix: 'gwk_77c0',
  scopes: ['wells', 'pumpage'],
  expiresOn: '2026-06-15',
  createdAt: '2026-03-02T15:00:00.000Z',
  lastUsedAt: '2026-06-14T10:00:00.000Z',
  isActive: false,
});
const REVOKED = apiKeyRow({
  id: 1,
  name: 'Old contractor',
  prefix: 'gwk_0b1d',
  scopes: ['pumpage', 'levels'],
  createdBy: null,
  createdAt: '2026-01-10T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: '2026-02-01T16:00:00.000Z',
  revokedBy: 'Grace Hopper',
  isActive: false,
});
const NEW_KEY = 'gwk_9e21Q2hK7xW3mN8pR5tV1yZ4bC6dF0gJ';

type Answers = Parameters<typeof mockApi>[0];

async function openPage(answers: Answers = {}) {
  signInAs(ADMIN);
  const fetchMock = mockApi({
    [getApiKeysEndpoint.path]: apiKeysAnswer([ACTIVE, EXPIRED, REVOKED]),
    ...answers,
  });
  const app = renderApp('/management/api-keys');
  await screen.findByRole('heading', { name: 'API Keys', level: 1 }, SLOW);
  return { ...app, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path) as [string, RequestInit][];

const rowsOf = async () => {
  const table = within(await screen.findByRole('table', { name: 'API keys' }, SLOW));
  await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1));
  return table;
};

describe('the API keys page', { timeout: 60_000 }, () => {
  it('lists each key with its prefix, scopes, expiry, creator, last use and status, and Revoke on active keys only', async () => {
    stubScreenWidth(true);
    await openPage();
    const table = await rowsOf();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Prefix',
      'Scopes',
      'Expires',
      'Created',
      'Last used',
      'Status',
      'Actions',
    ]);
    const [, active, expired, revoked] = table.getAllByRole('row');
    expect(active).toHaveTextContent(
      `County GIS officegwk_3f9a…WellsNeverAda Lovelace${formatInstant(ACTIVE.createdAt)}` +
        `${formatInstant('2026-06-29T13:30:00.000Z')}ActiveRevoke`,
    );
    expect(within(active as HTMLElement).getByText('gwk_3f9a…').tagName).toBe('CODE');
    expect(expired).toHaveTextContent(
      `State surveygwk_77c0…Wells, Pumpage06/15/2026Ada Lovelace${formatInstant(EXPIRED.createdAt)}` +
        `${formatInstant('2026-06-14T10:00:00.000Z')}Expired`,
    );
    expect(revoked).toHaveTextContent(
      `Old contractorgwk_0b1d…Pumpage, Water levelsNever—${formatInstant(REVOKED.createdAt)}Never` +
        `Revoked on ${formatInstant('2026-02-01T16:00:00.000Z')}by Grace Hopper`,
    );
    expect(
      table.getAllByRole('button', { name: /^Revoke/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Revoke the key “County GIS office” (gwk_3f9a…)']);
  });

  it('sorts the keys by a column', async () => {
    stubScreenWidth(true);
    const { user } = await openPage();
    const table = await rowsOf();
    await user.click(table.getByRole('button', { name: 'Name' }));
    const names = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(names()).toEqual(['County GIS office', 'Old contractor', 'State survey']);
    await user.click(table.getByRole('button', { name: 'Status' }));
    expect(names()).toEqual(['County GIS office', 'State survey', 'Old contractor']);
  });

  it('creates a key, shows it once with Copy and an example call, and the list afterwards never has it', async () => {
    stubScreenWidth(true);
    const created = apiKeyRow({
      id: 4,
      name: 'Parish planning',
      prefix: NEW_KEY.slice(0, 8),
      scopes: ['wells', 'pumpage'],
      expiresOn: '2027-06-30',
      createdAt: '2026-06-30T15:00:00.000Z',
      lastUsedAt: null,
    });
    let lists = 0;
    const { fetchMock, user } = await openPage({
      [getApiKeysEndpoint.path]: () => {
        lists += 1;
        return apiKeysAnswer(lists === 1 ? [ACTIVE] : [created, ACTIVE])();
      },
      [createApiKeyEndpoint.path]: () => jsonResponse({ message: API_KEY_CREATED, id: 4, key: NEW_KEY }),
    });
    await rowsOf();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const form = within(await screen.findByRole('dialog', { name: CREATE_KEY_TITLE }, SLOW));

    // The contract's own rules first: nothing is sent.
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText('Choose at least one scope')).toBeInTheDocument();
    expect(form.getByText('Name is required')).toBeInTheDocument();
    expect(calls(fetchMock, createApiKeyEndpoint.path)).toHaveLength(0);

    await user.type(form.getByLabelText(/^Name/), 'Parish planning');
    // Ticked out of order, sent in the contract's order.
    await user.click(form.getByRole('checkbox', { name: /^Pumpage/ }));
    await user.click(form.getByRole('checkbox', { name: /^Wells/ }));
    await user.type(form.getByLabelText(/^Expiry date/), '2027-06-30');
    await user.click(form.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('dialog', { name: KEY_CREATED_TITLE }));
    expect(shown.getByText(API_KEY_CREATED)).toBeInTheDocument();
    expect(shown.getByLabelText('API key')).toHaveValue(NEW_KEY);
    expect(shown.getByLabelText('Example call')).toHaveTextContent(
      `curl -H "X-Api-Key: ${NEW_KEY}" ${window.location.origin}${publicApiWellsEndpoint.path}`,
    );
    await user.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await shown.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    expect(calls(fetchMock, createApiKeyEndpoint.path).map(([, init]) => sentBody(init))).toEqual([
      { name: 'Parish planning', scopes: ['wells', 'pumpage'], expiresOn: '2027-06-30' },
    ]);

    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = await rowsOf();
    await table.findByText('Parish planning');
    expect(table.getAllByRole('row')[1]).toHaveTextContent(
      /^Parish planninggwk_9e21…Wells, Pumpage06\/30\/2027/,
    );
    expect(document.body).not.toHaveTextContent(NEW_KEY);

    // Opened again, the form starts empty: the key is nowhere to be seen again.
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const again = within(await screen.findByRole('dialog', { name: CREATE_KEY_TITLE }));
    expect(again.getByLabelText(/^Name/)).toHaveValue('');
    expect(document.body).not.toHaveTextContent(NEW_KEY);
  });

  it('shows the server’s refusal of an expiry on its field and sends a blank expiry as null', async () => {
    stubScreenWidth(true);
    let creates = 0;
    const { fetchMock, user } = await openPage({
      [createApiKeyEndpoint.path]: () => {
        creates += 1;
        return creates === 1
          ? jsonResponse(
              { message: 'The key cannot be created.', errors: { expiresOn: API_KEY_EXPIRY_PAST } },
              400,
            )
          : jsonResponse({ message: API_KEY_CREATED, id: 5, key: NEW_KEY });
      },
    });
    await rowsOf();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const form = within(await screen.findByRole('dialog', { name: CREATE_KEY_TITLE }, SLOW));
    await user.type(form.getByLabelText(/^Name/), 'Levee board');
    await user.click(form.getByRole('checkbox', { name: /^Water levels/ }));
    await user.type(form.getByLabelText(/^Expiry date/), '2026-06-01');
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText(API_KEY_EXPIRY_PAST)).toBeInTheDocument();
    expect(form.getByText('The key cannot be created.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Expiry date/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText(/^Expiry date/));
    await user.click(form.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: KEY_CREATED_TITLE });
    expect(calls(fetchMock, createApiKeyEndpoint.path).map(([, init]) => sentBody(init))).toEqual([
      { name: 'Levee board', scopes: ['levels'], expiresOn: '2026-06-01' },
      { name: 'Levee board', scopes: ['levels'], expiresOn: null },
    ]);
  });

  it('asks before revoking a key, sends nothing when cancelled, then revokes it', async () => {
    stubScreenWidth(true);
    const { fetchMock, user } = await openPage({
      [revokeApiKeyEndpoint.path]: () => jsonResponse({ message: API_KEY_REVOKED }),
    });
    const table = await rowsOf();
    const revoke = table.getByRole('button', { name: 'Revoke the key “County GIS office” (gwk_3f9a…)' });
    await user.click(revoke);
    const dialog = within(await screen.findByRole('dialog', { name: REVOKE_TITLE }, SLOW));
    expect(dialog.getByText(revokeQuestion(ACTIVE))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, revokeApiKeyEndpoint.path)).toHaveLength(0);

    await user.click(revoke);
    const again = within(await screen.findByRole('dialog', { name: REVOKE_TITLE }));
    await user.click(again.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(API_KEY_REVOKED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls(fetchMock, revokeApiKeyEndpoint.path);
    expect(sent.map(([url, init]) => [init.method, url.split('?')[1]])).toEqual([['PUT', 'id=3']]);
    await waitFor(() => expect(calls(fetchMock, getApiKeysEndpoint.path)).toHaveLength(2));
  });

  it('shows a failed load with Try Again, then the empty list', async () => {
    stubScreenWidth(true);
    let answers = 0;
    const { user } = await openPage({
      [getApiKeysEndpoint.path]: () => {
        answers += 1;
        return answers === 1
          ? jsonResponse({ message: 'The database is not answering.' }, 503)
          : apiKeysAnswer([])();
      },
    });
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(NO_API_KEYS)).toBeInTheDocument();
  });

  it('stacks each key in one column on a phone', async () => {
    stubScreenWidth(false);
    await openPage();
    const table = await rowsOf();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Key',
      'Actions',
    ]);
    const [, active, , revoked] = table.getAllByRole('row');
    expect(active).toHaveTextContent(
      `County GIS officeActivegwk_3f9a…WellsExpires Never · Last used ${formatInstant('2026-06-29T13:30:00.000Z')}` +
        `Created ${formatInstant(ACTIVE.createdAt)} by Ada LovelaceRevoke`,
    );
    expect(revoked).toHaveTextContent(
      `Old contractorRevokedgwk_0b1d…Pumpage, Water levelsExpires Never · Last used Never` +
        `Created ${formatInstant(REVOKED.createdAt)}Revoked on ${formatInstant('2026-02-01T16:00:00.000Z')} by Grace Hopper`,
    );
  });
});
