import { StrictMode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { OAUTH_STATE_STORAGE_KEY } from './oauth-state';
import { ACCOUNTING_ROUTES } from './routes';

/** What the auth page would have stored before leaving for the consent page. */
export function storeStateForTest(state: string): void {
  sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, state);
}

export function storedStateForTest(): string | null {
  return sessionStorage.getItem(OAUTH_STATE_STORAGE_KEY);
}

interface Where {
  location: Location | null;
}

function LocationProbe({ into }: { into: Where }) {
  into.location = useLocation();
  return null;
}

/**
 * The feature's pages under React's StrictMode, as the app runs in development: effects run twice, so
 * a page that calls the server from an effect without guarding it shows up here as two calls. The
 * dashboard is a stand-in: the callback's redirect is what is checked, not the dashboard itself.
 */
export function renderAccountingStrict(path: string) {
  const where: Where = { location: null };
  const view = renderWithProviders(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={where} />
        <Suspense fallback={null}>
          <Routes>
            {ACCOUNTING_ROUTES.map(({ path: routePath, page: Page }) => (
              <Route key={routePath} path={routePath} element={<Page />} />
            ))}
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </StrictMode>,
  );
  return { ...view, where };
}
