import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api';
import {
  AUTHORIZATION_FAILED_MESSAGE,
  callbackParams,
  completeAuthorization,
  INVALID_STATE_MESSAGE,
  integratedMessage,
  integrationFailedMessage,
  type CallbackOutcome,
} from './callback-outcome';
import { FlowOutcome, FlowPanel, FlowWorking } from './flow-panel';
import { ACCOUNTING_AUTH_PATH, ACCOUNTING_PAGE_PATH, DASHBOARD_PATH } from './paths';

/** How long the outcome shows before the dashboard opens, as after a payment. */
export const CALLBACK_REDIRECT_MS = 2500;

function redirects(outcome: CallbackOutcome | undefined): boolean {
  return outcome?.kind === 'connected' || outcome?.kind === 'invalid-state';
}

/**
 * /accounting/callback (Admin): where the consent page sends the Admin back with a one-time code.
 * A success, and a callback this tab did not start, move on to the dashboard after a moment; a
 * failure stays, so its reason can be read, with a way to try again.
 */
export function AccountingCallbackPage() {
  const [search] = useSearchParams();
  const params = useMemo(() => callbackParams(search), [search]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // A query, so React's double effects in development check the state and exchange the code once: the
  // state is used up by the first check and the code by the first exchange. Its key stays outside
  // 'accounting', so refreshing the accounting queries never runs it again.
  const completion = useQuery({
    queryKey: ['accounting-callback', params],
    queryFn: () => completeAuthorization(params, queryClient),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const outcome = completion.data;

  const willRedirect = redirects(outcome);
  useEffect(() => {
    if (!willRedirect) return;
    const timer = setTimeout(() => void navigate(DASHBOARD_PATH, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [willRedirect, navigate]);

  const toDashboard = (
    <Button variant="contained" component={RouterLink} to={DASHBOARD_PATH} replace>
      Go to Dashboard
    </Button>
  );
  const tryAgain = (
    <>
      <Button variant="contained" component={RouterLink} to={ACCOUNTING_AUTH_PATH} replace>
        Try Again
      </Button>
      <Button variant="outlined" component={RouterLink} to={ACCOUNTING_PAGE_PATH} replace>
        Back to Accounting
      </Button>
    </>
  );
  const redirectNote = 'Taking you to the dashboard…';

  return (
    <FlowPanel title="Connect Accounting">
      {completion.isPending && <FlowWorking label="Completing the connection…" />}
      {completion.isError && (
        <FlowOutcome
          severity="error"
          message={AUTHORIZATION_FAILED_MESSAGE}
          detail={errorMessage(completion.error)}
          actions={tryAgain}
        />
      )}
      {outcome?.kind === 'invalid-state' && (
        <FlowOutcome
          severity="error"
          message={INVALID_STATE_MESSAGE}
          detail={`This answer does not belong to a connection started in this browser tab. ${redirectNote}`}
          actions={toDashboard}
        />
      )}
      {outcome?.kind === 'incomplete' && (
        <FlowOutcome
          severity="error"
          message={AUTHORIZATION_FAILED_MESSAGE}
          detail={outcome.reason}
          actions={tryAgain}
        />
      )}
      {outcome?.kind === 'failed' && (
        <FlowOutcome
          severity="error"
          message={integrationFailedMessage(outcome.serviceName ?? 'the accounting service')}
          detail={outcome.reason}
          actions={tryAgain}
        />
      )}
      {outcome?.kind === 'connected' && (
        <FlowOutcome
          severity="success"
          message={integratedMessage(outcome.serviceName)}
          detail={`Invoices can now be synced. ${redirectNote}`}
          actions={toDashboard}
        />
      )}
    </FlowPanel>
  );
}
