import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';

// The dashboards these tests open load Leaflet lazily; it needs a window, and may finish loading after
// the test's window is gone. The map is tested on its own (well-map-panel, well-cluster-group).
vi.mock('../../features/dashboard/well-map', () => ({ default: () => null }));

const OWNER_ENTRIES = [
  'Dashboard',
  'Wells',
  'Water Data',
  'Well Usage Report',
  'Meter Readings',
  'Invoices',
  'Rates & Terms',
  'Users',
  'Organization Profile',
  'My Profile',
  'Log Out',
];

describe('owner layout', () => {
  it('shows a collapsible side menu on desktop', async () => {
    stubScreenWidth(true);
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [3] });
    const { user } = renderApp('/client/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    const names = [...menu.getAllByRole('link'), ...menu.getAllByRole('button')].map((item) =>
      item.getAttribute('aria-label'),
    );
    expect(names).toEqual(OWNER_ENTRIES);
    expect(menu.getByRole('link', { name: 'Organization Profile' })).toHaveAttribute(
      'href',
      '/client/edit/3',
    );
    expect(menu.getByText('Water Data')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(menu.queryByText('Water Data')).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Water Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('closes the mobile drawer shortly after navigating', async () => {
    stubScreenWidth(false);
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [3] });
    const { user, router } = renderApp('/client/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(menu.getByRole('link', { name: 'Wells' }));

    expect(router.state.location.pathname).toBe('/client/well/all-wells/');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  });

  it('shows only the wells and profile to level 10, and logs out', async () => {
    stubScreenWidth(true);
    signInAs({ role: ['User'], accessLevel: 10, clientIds: [3] });
    const { user, router } = renderApp('/client/well/all-wells/');
    await screen.findByRole('heading', { name: 'Wells' });

    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Wells',
      'My Profile',
    ]);
    await user.click(menu.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});
