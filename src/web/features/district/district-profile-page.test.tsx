import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getDistrictProfileEndpoint,
  updateDistrictProfileEndpoint,
} from '../../../shared/contracts/district';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { districtProfile } from '../../test/factories/district';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };

describe('the district profile page', () => {
  beforeAll(() => import('./district-profile-page'), 60_000);

  it('asks for the profile until it is entered, checks it, and saves it', async () => {
    signInAs();
    const fetchMock = mockApi({
      [getDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'OK', data: null }),
      [updateDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'District profile saved' }),
    });
    const { user } = renderApp('/management/district-profile');
    expect(
      await screen.findByText(/Invoices show the district’s name and address/, {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Demo District');
    await user.type(screen.getByLabelText('Address'), '1 River Road');
    await user.type(screen.getByLabelText('City'), 'Baton Rouge');
    await user.type(screen.getByLabelText('State'), 'LA');
    await user.type(screen.getByLabelText('Zip Code'), '70816');
    await user.type(screen.getByLabelText('Remit To'), 'PO Box 1, Baton Rouge, LA 70896');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('District profile saved')).toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).startsWith(updateDistrictProfileEndpoint.path)) ?? [];
    await waitFor(() =>
      expect(sentBody(init)).toEqual(districtProfile({ remitTo: 'PO Box 1, Baton Rouge, LA 70896' })),
    );
  });
});
