import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { disconnectEndpoint } from '../../../shared/contracts/accounting';
import { api, errorMessage } from '../../lib/api';
import { useAccountingConnection } from '../../lib/accounting-connection';
import { accountingKeys } from './api';
import { FlowOutcome, FlowPanel } from './flow-panel';
import { ACCOUNTING_PAGE_PATH } from './paths';

export const DISCONNECTED_MESSAGE = 'Successfully disconnected';
export const DISCONNECT_FAILED_MESSAGE = 'Failed to disconnect';

export function disconnectQuestion(serviceName: string): string {
  return (
    `Disconnect from ${serviceName}? Invoices stay in ${serviceName}; syncing stops until an Admin ` +
    'connects again.'
  );
}

/**
 * /accounting/disconnect (Admin): asks first, since syncing stops for every staff member until an
 * Admin connects again, then revokes the tokens at the service and forgets the connection.
 */
export function AccountingDisconnectPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const questionId = useId();
  // The name is only for the question: if it cannot be read, the question stays askable.
  const connection = useAccountingConnection();
  const serviceName = connection.data?.serviceName ?? 'the accounting service';
  const disconnect = useMutation({
    mutationFn: () => api(disconnectEndpoint),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountingKeys.all }),
  });

  const backToAccounting = (
    <Button variant="contained" component={RouterLink} to={ACCOUNTING_PAGE_PATH}>
      Back to Accounting
    </Button>
  );

  return (
    <FlowPanel title="Disconnect Accounting">
      {disconnect.isSuccess && (
        <FlowOutcome
          severity="success"
          message={DISCONNECTED_MESSAGE}
          detail={`The portal no longer syncs invoices to ${serviceName}.`}
          actions={backToAccounting}
        />
      )}
      {disconnect.isError && (
        <FlowOutcome
          severity="error"
          message={DISCONNECT_FAILED_MESSAGE}
          detail={errorMessage(disconnect.error)}
          actions={
            <>
              <Button variant="outlined" color="error" onClick={() => disconnect.mutate()}>
                Try Again
              </Button>
              {backToAccounting}
            </>
          }
        />
      )}
      {(disconnect.isIdle || disconnect.isPending) && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id={questionId}>{disconnectQuestion(serviceName)}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="error"
              aria-describedby={questionId}
              disabled={disconnect.isPending}
              startIcon={disconnect.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() => disconnect.mutate()}
            >
              Confirm
            </Button>
            <Button disabled={disconnect.isPending} onClick={() => void navigate(ACCOUNTING_PAGE_PATH)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </FlowPanel>
  );
}
