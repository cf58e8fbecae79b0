import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setApiNavigator } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { getSession, subscribeSession } from './lib/session';

const router = createAppRouter();
const queryClient = createQueryClient();
setApiNavigator((path) => void router.navigate(path));
// However the session ends (logout, failed refresh, another tab), no cached data outlives it.
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
