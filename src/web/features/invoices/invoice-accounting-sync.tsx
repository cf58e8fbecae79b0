import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AccountingConnection } from '../../../shared/contracts/accounting';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { AccountingChip } from './accounting-chip';
import { accountingStateOf } from './accounting-state';
import { useAccountingConnection } from '../../lib/accounting-connection';
import { useSyncInvoice } from './accounting-sync-api';

/** Where an Admin connects the portal to the accounting service (the accounting feature's page). */
export const ACCOUNTING_PAGE_PATH = '/management/accounting';

const ACCOUNTING_SERVICE = 'the accounting service';
const OUT_OF_DATE_EXPLANATION = 'Changed since it was last synced; sync again to update the books';

function indicatorLabel(invoice: InvoiceDetail): string {
  const state = accountingStateOf(invoice);
  if (state === 'not-synced') return 'Not synced';
  return `${state === 'synced' ? 'Synced' : 'Out of date'} · #${invoice.accountingInvoiceId ?? ''}`;
}

/** Why Sync is bound to fail until an Admin acts, and where they do it. */
function ConnectionHint({ connection }: { connection: AccountingConnection | undefined }) {
  if (!connection || connection.status === 'connected') return null;
  const service = connection.serviceName;
  return (
    <Typography variant="body2">
      {connection.status === 'not_connected'
        ? `Not connected to ${service}: an Admin connects it under `
        : `The connection to ${service} has expired: an Admin connects it again under `}
      <Link component={RouterLink} to={ACCOUNTING_PAGE_PATH}>
        Management, Accounting
      </Link>
      .
    </Typography>
  );
}

/**
 * The invoice's place in the books (green: synced, with the service's id; amber: synced but changed
 * since; red: never synced) and Sync, which copies it there as it stands now. Sync stays available
 * when the connection looks down: the status read may be stale, and the server's refusal says why.
 */
export function InvoiceAccountingSync({ invoice }: { invoice: InvoiceDetail }) {
  const connection = useAccountingConnection();
  const sync = useSyncInvoice();
  const toast = useToast();
  // A service's error can be long and is what staff act on, so it stays until dismissed or retried.
  const [failure, setFailure] = useState<string | null>(null);
  const explanationId = useId();
  const state = accountingStateOf(invoice);
  const outOfDate = state === 'out-of-date';

  const run = async () => {
    setFailure(null);
    try {
      await sync.mutateAsync(invoice.id);
      toast.success(`Invoice synced with ${connection.data?.serviceName ?? ACCOUNTING_SERVICE}`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 2 }} role="group" aria-label="Accounting">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span">
          Accounting:
        </Typography>
        <AccountingChip
          state={state}
          label={indicatorLabel(invoice)}
          describedBy={outOfDate ? explanationId : undefined}
        />
        <Button
          variant="outlined"
          loading={sync.isPending}
          loadingPosition="start"
          onClick={() => void run()}
        >
          Sync
        </Button>
        <ConnectionHint connection={connection.data} />
      </Stack>
      {outOfDate && (
        <Typography id={explanationId} variant="body2" color="text.secondary">
          {OUT_OF_DATE_EXPLANATION}.
        </Typography>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          Sync failed: {failure}
        </Alert>
      )}
    </Stack>
  );
}
