import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { MuiRoot } from '../components/theme/mui-root';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Where the app is: `router.state.location`, read as the tests read a data router's state. */
interface RouterState {
  state: { location: Location };
}

function LocationProbe({ into }: { into: RouterState }) {
  into.state.location = useLocation();
  return null;
}

/** Renders the real route table at a path, with all app providers. */
export function renderApp(path: string) {
  const router: RouterState = { state: { location: { pathname: path } as Location } };
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={router} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** Renders one element with the app providers and the MUI theme but no router. */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  return {
    ...render(
      <AppProviders queryClient={testQueryClient()}>
        <MuiRoot>{ui}</MuiRoot>
      </AppProviders>,
    ),
    user,
  };
}
