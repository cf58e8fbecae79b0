import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SyncLogEntry } from '../../../shared/contracts/accounting';
import type { TableColumn } from '../../components/data-table/data-table';
import { viewInvoicePath } from '../../lib/invoice-paths';
import { formatInstant } from './format';

export const AUTOMATIC_SYNC = 'Portal (automatic)';

function syncedBy(entry: SyncLogEntry): string {
  return entry.byName ?? AUTOMATIC_SYNC;
}

export function OutcomeChip({ outcome }: { outcome: SyncLogEntry['outcome'] }) {
  return outcome === 'synced' ? (
    <Chip size="small" label="Synced" color="success" />
  ) : (
    <Chip size="small" label="Failed" color="error" />
  );
}

function InvoiceLink({ entry }: { entry: SyncLogEntry }) {
  return (
    // An invoice number broken at its hyphens reads as two numbers.
    <Link component={RouterLink} to={viewInvoicePath(entry.invoiceId, true)} sx={{ whiteSpace: 'nowrap' }}>
      {entry.invoiceNumber}
    </Link>
  );
}

/** The service's text can be a long unbroken token (an id, an address): it wraps rather than widen the table. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** A 1366 px screen: one column per fact, the service's text wrapping in the last. */
export const WIDE_COLUMNS: TableColumn<SyncLogEntry>[] = [
  {
    id: 'invoice',
    header: 'Invoice',
    accessorFn: (entry) => entry.invoiceNumber,
    cell: ({ row }) => <InvoiceLink entry={row.original} />,
  },
  { accessorKey: 'clientName', header: 'Client' },
  { id: 'at', header: 'When', accessorFn: (entry) => formatInstant(entry.at) },
  { id: 'by', header: 'By', accessorFn: syncedBy },
  {
    accessorKey: 'outcome',
    header: 'Outcome',
    cell: ({ row }) => <OutcomeChip outcome={row.original.outcome} />,
  },
  {
    accessorKey: 'detail',
    header: 'Detail',
    cell: ({ row }) => (
      <Box component="span" sx={{ ...WRAP_ANYWHERE, display: 'block', minWidth: 160 }}>
        {row.original.detail}
      </Box>
    ),
  },
];

/**
 * A phone: the same facts stacked in one column, so nothing scrolls sideways beside the Retry
 * button. The column toggle then has only this column to offer, which is what a phone can show.
 */
export const NARROW_COLUMNS: TableColumn<SyncLogEntry>[] = [
  {
    id: 'sync',
    header: 'Sync',
    accessorFn: (entry) => entry.invoiceNumber,
    cell: ({ row }) => {
      const entry = row.original;
      return (
        <Stack spacing={0.5} sx={WRAP_ANYWHERE}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <InvoiceLink entry={entry} />
            <OutcomeChip outcome={entry.outcome} />
          </Stack>
          <Typography variant="body2">{entry.clientName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatInstant(entry.at)} · {syncedBy(entry)}
          </Typography>
          <Typography variant="body2">{entry.detail}</Typography>
        </Stack>
      );
    },
  },
];
