import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { listParishesEndpoint } from '../../../shared/contracts/reference-data';

/** The first render of a lazily loaded page imports it, which takes a while in jsdom. */
const PAGE_LOAD = { timeout: 10_000 };

const PARISHES = [
  { id: 2, parishId: 'WBR', name: 'West Baton Rouge' },
  { id: 1, parishId: 'ASC', name: 'Ascension' },
  { id: 3, parishId: 'EBR', name: 'East Baton Rouge' },
];

function rows() {
  return within(screen.getByRole('table', { name: 'Parishes' }))
    .getAllByRole('row')
    .slice(1);
}

async function openList() {
  signInAs({ role: ['Admin'], accessLevel: 100 });
  const app = renderApp('/management/parishes');
  await screen.findByRole('heading', { name: 'Parishes' }, PAGE_LOAD);
  return app;
}

describe('parish list', () => {
  it('shows Parish Id and Parish sorted by code, with View per row and New Parish', async () => {
    mockApi({ [listParishesEndpoint.path]: () => jsonResponse({ message: 'OK', data: PARISHES }) });
    await openList();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Parish Id' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Parish' })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('ASCAscension');
    expect(screen.getByRole('link', { name: 'View EBR East Baton Rouge' })).toHaveAttribute(
      'href',
      '/management/parish/edit/3',
    );
    expect(screen.getByRole('link', { name: 'New Parish' })).toHaveAttribute('href', '/management/parish');
  });

  it('filters by column', async () => {
    mockApi({ [listParishesEndpoint.path]: () => jsonResponse({ message: 'OK', data: PARISHES }) });
    const { user } = await openList();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByPlaceholderText('Filter by Parish Id'), 'WBR');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('West Baton Rouge');
  });

  it('says when there are no parishes', async () => {
    mockApi({ [listParishesEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }) });
    await openList();
    expect(await screen.findByText('No parishes yet.')).toBeInTheDocument();
  });

  it('shows a load failure as an error alert with a retry', async () => {
    let calls = 0;
    mockApi({
      [listParishesEndpoint.path]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Parishes are unavailable.' }, 500)
          : jsonResponse({ message: 'OK', data: PARISHES });
      },
    });
    const { user } = await openList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Parishes are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
