import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import './app/shell.css';
import { createQueryClient } from './lib/query-client';
import { getSession, subscribeSession } from './lib/session';

const queryClient = createQueryClient();
// However the session ends (logout, failed refresh, another tab), no cached data outlives it.
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
