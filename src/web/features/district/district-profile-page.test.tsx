import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getDistrictProfileEndpoint,
  LOGO_MESSAGE,
  MAX_LOGO_BYTES,
  updateDistrictLogoEndpoint,
  updateDistrictProfileEndpoint,
} from '../../../shared/contracts/district';
import {
  getPublicDataSettingsEndpoint,
  updatePublicDataSettingsEndpoint,
} from '../../../shared/contracts/public-data';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { districtProfile } from '../../test/factories/district';
import { publicDataSettings } from '../../test/factories/public-data';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };

/** The public data settings as stored: only the landing page published. */
const PUBLIC_SETTINGS = {
  [getPublicDataSettingsEndpoint.path]: () =>
    jsonResponse({
      message: 'OK',
      data: {
        ...publicDataSettings({ publishPumpage: false, publishWells: false }),
        updatedAt: '2026-01-05T12:00:00.000Z',
      },
    }),
};

describe('the district profile page', () => {
  beforeAll(() => import('./district-profile-page'), 60_000);

  it('asks for the profile until it is entered, checks it, and saves it', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...PUBLIC_SETTINGS,
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

  it('sets the logo from a chosen PNG and refuses a file that is too large', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...PUBLIC_SETTINGS,
      [getDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'OK', data: districtProfile() }),
      [updateDistrictLogoEndpoint.path]: () => jsonResponse({ message: 'District logo saved' }),
    });
    const { user } = renderApp('/management/district-profile');
    await screen.findByRole('button', { name: 'Choose logo…' }, SLOW);
    const file = screen.getByLabelText('Logo file');

    await user.upload(file, new File([new Uint8Array(MAX_LOGO_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(LOGO_MESSAGE)).toBeInTheDocument();

    await user.upload(
      file,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('District logo saved')).toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).startsWith(updateDistrictLogoEndpoint.path)) ?? [];
    expect(sentBody(init)).toEqual({ logo: 'data:image/png;base64,iVBORw==' });
  });

  it('publishes the sections the Admin switches on, and links to the public page', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...PUBLIC_SETTINGS,
      [getDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'OK', data: districtProfile() }),
      [updatePublicDataSettingsEndpoint.path]: () => jsonResponse({ message: 'Public data settings saved' }),
    });
    const { user } = renderApp('/management/district-profile');
    const section = within(await screen.findByRole('form', { name: 'Public data' }, SLOW));
    const landing = section.getByRole('switch', { name: /^Publish the landing page/ });
    const pumpage = section.getByRole('switch', { name: /^Publish the pumpage/ });
    const wells = section.getByRole('switch', { name: /^Publish the wells/ });
    expect([landing, pumpage, wells].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(wells).toHaveAccessibleDescription(/Owners are named only for clients marked public/);
    expect(section.getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', '/public');

    await user.click(pumpage);
    await user.click(wells);
    await user.click(section.getByRole('button', { name: 'Save public data settings' }));
    expect(await section.findByText('Public data settings saved')).toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).startsWith(updatePublicDataSettingsEndpoint.path)) ??
      [];
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ publishLanding: true, publishPumpage: true, publishWells: true });
  });

  it('says why the public data settings did not load or save', async () => {
    signInAs();
    let loads = 0;
    mockApi({
      [getPublicDataSettingsEndpoint.path]: () =>
        ++loads === 1
          ? jsonResponse({ message: 'Database unavailable' }, 500)
          : PUBLIC_SETTINGS[getPublicDataSettingsEndpoint.path](),
      [getDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'OK', data: districtProfile() }),
      [updatePublicDataSettingsEndpoint.path]: () =>
        jsonResponse({ message: 'Choose whether the wells are published' }, 400),
    });
    const { user } = renderApp('/management/district-profile');
    expect(await screen.findByText('Database unavailable', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const section = within(await screen.findByRole('form', { name: 'Public data' }));
    await user.click(section.getByRole('button', { name: 'Save public data settings' }));
    expect(await section.findByText('Choose whether the wells are published')).toBeInTheDocument();
  });
});
