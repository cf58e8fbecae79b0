import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AccountingConnection, AccountingConnectionStatus } from '../../../shared/contracts/accounting';
import type { AccountingEnvironment } from '../../../shared/states';
import { errorMessage } from '../../lib/api';
import { useAccountingConnection } from '../../lib/accounting-connection';
import { ACCOUNTING_AUTH_PATH, ACCOUNTING_DISCONNECT_PATH } from './paths';
import { formatInstant } from './format';

const STATUS: Record<
  AccountingConnectionStatus,
  { label: string; color: 'success' | 'default' | 'error'; variant: 'filled' | 'outlined' }
> = {
  connected: { label: 'Connected', color: 'success', variant: 'filled' },
  not_connected: { label: 'Not connected', color: 'default', variant: 'outlined' },
  // Red, not MUI's orange: white on that orange is too faint to read, and syncing has stopped.
  needs_reconnection: { label: 'Needs reconnection', color: 'error', variant: 'filled' },
};

const ENVIRONMENT: Record<AccountingEnvironment, string> = {
  sandbox: 'Sandbox',
  production: 'Production',
};

const NOT_RECORDED = 'Not recorded';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

function ConnectionActions({ connection }: { connection: AccountingConnection }) {
  const isConnected = connection.status !== 'not_connected';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" component={RouterLink} to={ACCOUNTING_AUTH_PATH}>
        {isConnected ? 'Reconnect' : 'Connect'}
      </Button>
      {isConnected && (
        <Button variant="outlined" color="error" component={RouterLink} to={ACCOUNTING_DISCONNECT_PATH}>
          Disconnect
        </Button>
      )}
    </Stack>
  );
}

function ConnectionDetails({ connection, isAdmin }: { connection: AccountingConnection; isAdmin: boolean }) {
  const status = STATUS[connection.status];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {connection.serviceName}
        </Typography>
        <Chip size="small" label={status.label} color={status.color} variant={status.variant} />
      </Stack>
      {connection.status === 'needs_reconnection' && (
        // A connection the service no longer accepts stops every sync: it must not read as a detail.
        <Alert severity="warning" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          <AlertTitle>Needs reconnection</AlertTitle>
          {connection.problem ?? 'The service no longer accepts the portal’s connection.'}
          {!isAdmin && ' An Admin must connect it again.'}
        </Alert>
      )}
      {connection.service === 'sandbox' && (
        <Typography variant="body2" color="text.secondary">
          The built-in sandbox ledger: invoices are kept inside the portal, for trying the sync without a
          QuickBooks account.
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          '& dd': { mb: { xs: 1, sm: 0 } },
        }}
      >
        <Fact label="Environment" value={ENVIRONMENT[connection.environment]} />
        {connection.status !== 'not_connected' && (
          <>
            <Fact label="Company ID" value={connection.realmId ?? NOT_RECORDED} />
            <Fact
              label="Connected at"
              value={connection.connectedAt ? formatInstant(connection.connectedAt) : NOT_RECORDED}
            />
            <Fact label="Connected by" value={connection.connectedBy ?? NOT_RECORDED} />
          </>
        )}
      </Box>
      {isAdmin ? (
        <ConnectionActions connection={connection} />
      ) : (
        <Typography color="text.secondary">
          An Admin connects the portal to {connection.serviceName} and disconnects it.
        </Typography>
      )}
    </Stack>
  );
}

/** The connection's state for all staff; Admins also get the buttons that change it. */
export function ConnectionCard({ isAdmin }: { isAdmin: boolean }) {
  const connection = useAccountingConnection();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Connection"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 720 }}
    >
      {connection.isPending && (
        <Stack spacing={1} aria-busy="true" aria-label="Loading the connection">
          <Skeleton variant="text" width={200} height={36} />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="40%" />
        </Stack>
      )}
      {connection.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void connection.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(connection.error)}
        </Alert>
      )}
      {connection.isSuccess && <ConnectionDetails connection={connection.data} isAdmin={isAdmin} />}
    </Paper>
  );
}
