import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { getLoggedInUserEndpoint } from '../../../shared/contracts/users';

// The dashboards these tests open load Leaflet lazily; it needs a window, and may finish loading after
// the test's window is gone. The map is tested on its own (well-map-panel, well-cluster-group).
vi.mock('../../features/dashboard/well-map', () => ({ default: () => null }));

function mainMenu() {
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

function loggedInUser(level: number, clientIds: number[]) {
  return {
    message: 'ok',
    id: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada@demo.test',
    email: 'ada@demo.test',
    phone: null,
    role: ['Owner'],
    clientIds,
    accessLevel: level,
  };
}

const ADMIN_ENTRIES = ['Dashboard', 'Wells', 'Water-Data', 'Monitoring', 'Reports', 'Invoices'];
const ADMIN_MANAGEMENT_ENTRIES = [
  'Users',
  'Clients',
  'Aquifers',
  'Parishes',
  'Well-Usage',
  'Well Usage Categories',
  'Meters',
  'Reading Review',
  'Reporting Calendar',
  'Permits & Cuts',
  'Exemption Rules',
  'Rates & Terms',
  'API Keys',
  'Accounting',
  'Payment Exceptions',
  'District Profile',
  'Audit Log',
];

describe('staff layout', () => {
  it('shows the full staff menu at level 100', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const links = mainMenu().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ADMIN_ENTRIES);
    expect(mainMenu().getByRole('link', { name: 'Wells' })).toHaveAttribute('href', '/wells');

    await user.click(mainMenu().getByRole('button', { name: 'Management' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(ADMIN_MANAGEMENT_ENTRIES);
    expect(screen.getByRole('menuitem', { name: 'Well Usage Categories' })).toHaveAttribute(
      'href',
      '/well-usage-categories',
    );
  });

  it('gives level 40 a Management menu with Owner Profile, Users and the rates', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [3] });
    mockApi({ [getLoggedInUserEndpoint.path]: () => jsonResponse(loggedInUser(40, [3])) });
    const { user } = renderApp('/my-profile');
    await screen.findByRole('heading', { name: 'My Profile' });

    expect(mainMenu().queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(mainMenu().getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/client/payment/invoices',
    );
    await user.click(mainMenu().getByRole('button', { name: 'Management' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Owner Profile', 'Users', 'Rates & Terms']);
    expect(screen.getByRole('menuitem', { name: 'Owner Profile' })).toHaveAttribute('href', '/client/edit/3');
  });

  it('links the avatar to the profile and logs out', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const avatar = screen.getByRole('link', { name: /My profile/ });
    expect(avatar).toHaveAttribute('href', '/my-profile');
    expect(avatar).toHaveTextContent('AL');
    // The visible initials are part of the name (axe: label-content-name-mismatch).
    expect(avatar).toHaveAccessibleName('AL, My profile');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('moves the menu into a drawer on a narrow screen', async () => {
    stubScreenWidth(false);
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer loads with its first opening.
    await screen.findByRole('navigation', { name: 'Main menu' });
    const links = mainMenu().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...ADMIN_ENTRIES, ...ADMIN_MANAGEMENT_ENTRIES]);
    await user.click(mainMenu().getByRole('link', { name: 'Wells' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wells'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  });
});
