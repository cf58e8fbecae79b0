import { PAGE_NOT_ALLOWED } from './guards/require-level';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../test/factories/session';
import { renderApp } from '../test/render';

// The dashboards these tests open load Leaflet lazily; it needs a window, and may finish loading after
// the test's window is gone. The map is tested on its own (well-map-panel, well-cluster-group).
vi.mock('../features/dashboard/well-map', () => ({ default: () => null }));

async function expectPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('routing guards', () => {
  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp('/dashboard');
    await expectPath(router, '/login');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends an unknown route without a session to /login', async () => {
    const { router } = renderApp('/no/such/page');
    await expectPath(router, '/login');
  });

  it.each([
    { level: 100, role: 'Admin', home: '/dashboard' },
    { level: 50, role: 'Researcher', home: '/dashboard' },
    { level: 40, role: 'Owner', home: '/client/dashboard' },
    { level: 10, role: 'User', home: '/client/well/all-wells/' },
  ])('redirects the root to $home at level $level', async ({ level, role, home }) => {
    signInAs({ role: [role], accessLevel: level, clientIds: level < 50 ? [3] : [] });
    const { router } = renderApp('/');
    await expectPath(router, home);
  });

  it("sends a page above the user's level to '/', which picks their home, and says why", async () => {
    signInAs({ role: ['User'], accessLevel: 10, clientIds: [3] });
    const { router } = renderApp('/dashboard');
    await expectPath(router, '/client/well/all-wells/');
    // The home page's own list, unanswered here, may show its error alert first: find the toast's.
    const notice = await screen.findByText(PAGE_NOT_ALLOWED);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
  });

  it("shows 'Page not found' with a link home for a signed-in user", async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const { router, user } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await expectPath(router, '/dashboard');
  });

  it('keeps the staff top bar for staff on /client/dashboard', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    renderApp('/client/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toHaveTextContent('Reports');
  });

  it('shows /client/dashboard in the owner layout to an owner', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [3] });
    renderApp('/client/dashboard');
    // jsdom is a narrow screen: the owner menu sits in the mobile drawer behind 'Open menu'.
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByText('Reports')).not.toBeInTheDocument();
  });

  it.each([
    { path: '/eula', heading: 'End-User License Agreement' },
    { path: '/privacy-policy', heading: 'Privacy Policy' },
  ])('opens $path without a session', async ({ path, heading }) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
