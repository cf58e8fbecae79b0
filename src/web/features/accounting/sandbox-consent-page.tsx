import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { oauthStateSchema, sandboxConsentEndpoint } from '../../../shared/contracts/accounting';
import { api, errorMessage } from '../../lib/api';
import { FlowPanel } from './flow-panel';
import { goToAddress } from './go-to-address';
import { ACCOUNTING_CALLBACK_PATH, ACCOUNTING_PAGE_PATH } from './paths';

/** Where Cancel goes: the callback, refused as a real consent page would report it. */
export function refusedCallbackPath(state: string): string {
  const query = new URLSearchParams({ error: 'access_denied', state });
  return `${ACCOUNTING_CALLBACK_PATH}?${query.toString()}`;
}

/**
 * /accounting/sandbox/consent (Admin): the built-in sandbox ledger's stand-in for the accounting
 * service's consent page, so connecting can be tried end to end without a QuickBooks account. It
 * answers the callback just as the real page does: with a code on Connect, with access_denied on Cancel.
 */
export function SandboxConsentPage() {
  const [search] = useSearchParams();
  const state = oauthStateSchema.safeParse(search.get('state')).data ?? null;
  const navigate = useNavigate();
  const allow = useMutation({
    mutationFn: (allowed: string) => api(sandboxConsentEndpoint, { body: { state: allowed } }),
    onSuccess: (answer) => goToAddress(answer.data.callbackUrl, navigate),
  });

  return (
    <FlowPanel title="Sandbox Ledger">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* A standing notice, not news: screen readers read it in turn rather than at once. */}
        <Alert severity="info" role="note" sx={{ alignSelf: 'stretch' }}>
          This is the portal’s built-in sandbox ledger, not a real accounting service. Nothing is sent outside
          the portal.
        </Alert>
        <Typography>
          The groundwater portal asks to read and write your <strong>customers</strong>,{' '}
          <strong>invoices</strong> and <strong>payments</strong> in the sandbox ledger.
        </Typography>
        {state === null ? (
          <>
            <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
              This consent address is incomplete. Start connecting again from the Accounting page.
            </Alert>
            <Button variant="contained" component={RouterLink} to={ACCOUNTING_PAGE_PATH}>
              Back to Accounting
            </Button>
          </>
        ) : (
          <>
            {allow.isError && (
              <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch', overflowWrap: 'anywhere' }}>
                {errorMessage(allow.error)}
              </Alert>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={allow.isPending || allow.isSuccess}
                startIcon={allow.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
                onClick={() => allow.mutate(state)}
              >
                Connect
              </Button>
              <Button
                disabled={allow.isPending || allow.isSuccess}
                onClick={() => void navigate(refusedCallbackPath(state), { replace: true })}
              >
                Cancel
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </FlowPanel>
  );
}
