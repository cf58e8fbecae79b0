import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { accountingConsentUrlEndpoint } from '../../../shared/contracts/accounting';
import { api, errorMessage } from '../../lib/api';
import { useAccountingConfig } from './api';
import { FlowOutcome, FlowPanel, FlowWorking } from './flow-panel';
import { goToAddress } from './go-to-address';
import { makeOAuthState, storeOAuthState } from './oauth-state';
import { ACCOUNTING_PAGE_PATH } from './paths';

/**
 * /accounting/auth (Admin): the first step of connecting. The browser makes the state the callback
 * must bring back, the server builds the service's consent address around it, and the browser goes
 * there.
 */
export function AccountingAuthPage() {
  const navigate = useNavigate();
  const config = useAccountingConfig();
  const serviceName = config.data?.serviceName ?? 'the accounting service';
  // A query, so React's double effects in development make one state and ask once. Not kept after
  // the page closes: coming back here starts afresh with a new state.
  const consent = useQuery({
    queryKey: ['accounting-consent'],
    queryFn: async () => {
      const state = makeOAuthState();
      storeOAuthState(state);
      return (await api(accountingConsentUrlEndpoint, { query: { state } })).data.url;
    },
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const url = consent.data;
  const leftFor = useRef<string | null>(null);
  useEffect(() => {
    if (url === undefined || leftFor.current === url) return;
    leftFor.current = url;
    goToAddress(url, navigate);
  }, [url, navigate]);

  return (
    <FlowPanel title="Connect Accounting">
      {consent.isError ? (
        <FlowOutcome
          severity="error"
          message={`Could not start connecting to ${serviceName}. Please try again.`}
          detail={errorMessage(consent.error)}
          actions={
            <>
              <Button variant="contained" onClick={() => void consent.refetch()}>
                Try Again
              </Button>
              <Button variant="outlined" component={RouterLink} to={ACCOUNTING_PAGE_PATH}>
                Back to Accounting
              </Button>
            </>
          }
        />
      ) : (
        <FlowWorking label={`Redirecting to ${serviceName}…`} />
      )}
    </FlowPanel>
  );
}
