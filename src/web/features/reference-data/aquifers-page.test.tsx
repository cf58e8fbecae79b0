import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { listAquifersEndpoint } from '../../../shared/contracts/reference-data';

describe('aquifer list', () => {
  it('sorts codes as numbers and shows whether each aquifer is active', async () => {
    mockApi({
      [listAquifersEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: [
            { id: 1, aquiferId: '1000', name: '1,000-Foot Sand', isActive: true },
            { id: 2, aquiferId: '400', name: '400-Foot Sand', isActive: false },
          ],
        }),
    });
    signInAs({ role: ['Admin'], accessLevel: 100 });
    renderApp('/management/aquifers');
    const table = await screen.findByRole('table', { name: 'Aquifers' }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const texts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(texts).toEqual(['400400-Foot SandNoView', '10001,000-Foot SandYesView']);
    expect(screen.getByRole('link', { name: 'New Aquifer' })).toHaveAttribute('href', '/management/aquifer');
  });
});
