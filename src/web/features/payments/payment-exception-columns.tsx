import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  PAYMENT_STATUS_NAMES,
  PAYMENT_TYPE_NAMES,
  type PaymentException,
  type PaymentExceptionKind,
} from '../../../shared/contracts/payment-records';
import { formatDollars } from '../../../shared/format';
import type { TableColumn } from '../../components/data-table/data-table';
import { DotChip } from '../../components/dot-chip';
import { viewInvoicePath } from '../../lib/invoice-paths';

export const KIND_LABELS: Record<PaymentExceptionKind, string> = {
  'refund-pending': 'Refund pending',
  refunded: 'Refunded',
  stuck: 'Stuck',
};

const KIND_COLORS: Record<PaymentExceptionKind, string> = {
  'refund-pending': 'warning.main',
  refunded: 'info.main',
  stuck: 'error.main',
};

/** An instant in the browser's time zone, e.g. "May 6, 2026, 9:30 AM". */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Why the payment is listed: the reason its money goes back (or went back), or for a stuck one what
 * it has been waiting for (both the server's note), else the provider's word on a failure.
 */
export function reasonOf(row: PaymentException): string {
  return row.note ?? row.failure ?? '';
}

const moneyOrDash = (dollars: number | null) => (dollars === null ? '—' : formatDollars(dollars));

/** The kind as a dot in amber, blue or red beside its words. */
export function KindChip({ kind }: { kind: PaymentExceptionKind }) {
  return <DotChip color={KIND_COLORS[kind]}>{KIND_LABELS[kind]}</DotChip>;
}

function InvoiceLink({ row }: { row: PaymentException }) {
  return (
    // An invoice number broken at its hyphens reads as two numbers.
    <Link component={RouterLink} to={viewInvoicePath(row.invoiceId, true)} sx={{ whiteSpace: 'nowrap' }}>
      {row.invoiceNumber}
    </Link>
  );
}

/** The provider's text and references can be long unbroken tokens: they wrap rather than widen the table. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const money = (id: 'amount' | 'refundedAmount', header: string) =>
  ({
    accessorKey: id,
    header,
    cell: ({ getValue }) => moneyOrDash(getValue<number | null>()),
    meta: { align: 'right' },
  }) satisfies TableColumn<PaymentException>;

/** Shown through the column toggle: the references staff quote to the provider, and when it began. */
export const HIDDEN_COLUMNS = ['refundedAt', 'refundId', 'paymentIntentId', 'createdAt'];

/** A 1366 px screen: one column per fact, the reason wrapping. */
export const WIDE_COLUMNS: TableColumn<PaymentException>[] = [
  {
    id: 'kind',
    header: 'Kind',
    accessorFn: (row) => KIND_LABELS[row.kind],
    cell: ({ row }) => <KindChip kind={row.original.kind} />,
  },
  {
    id: 'invoice',
    header: 'Invoice',
    accessorFn: (row) => row.invoiceNumber,
    cell: ({ row }) => <InvoiceLink row={row.original} />,
  },
  { accessorKey: 'clientName', header: 'Client' },
  { id: 'method', header: 'Method', accessorFn: (row) => PAYMENT_TYPE_NAMES[row.method] },
  { id: 'status', header: 'Status', accessorFn: (row) => PAYMENT_STATUS_NAMES[row.status] },
  money('amount', 'Amount'),
  money('refundedAmount', 'Refunded'),
  {
    id: 'reason',
    header: 'Reason',
    accessorFn: reasonOf,
    cell: ({ getValue }) => (
      <Box component="span" sx={{ ...WRAP_ANYWHERE, display: 'block', minWidth: 220 }}>
        {getValue<string>()}
      </Box>
    ),
  },
  {
    accessorKey: 'updatedAt',
    header: 'Updated',
    cell: ({ getValue }) => formatInstant(getValue<string>()),
  },
  {
    accessorKey: 'refundedAt',
    header: 'Refunded On',
    cell: ({ getValue }) => {
      const at = getValue<string | null>();
      return at ? formatInstant(at) : '—';
    },
  },
  {
    accessorKey: 'refundId',
    header: 'Refund ID',
    cell: ({ getValue }) => <Box sx={WRAP_ANYWHERE}>{getValue<string | null>() ?? '—'}</Box>,
  },
  {
    accessorKey: 'paymentIntentId',
    header: 'Payment Intent',
    cell: ({ getValue }) => <Box sx={WRAP_ANYWHERE}>{getValue<string | null>() ?? '—'}</Box>,
  },
  { accessorKey: 'createdAt', header: 'Started', cell: ({ getValue }) => formatInstant(getValue<string>()) },
];

/**
 * A phone: the same facts stacked in one column, so nothing scrolls sideways. The column toggle then
 * has only this column to offer, which is what a phone can show; the CSV has every fact.
 */
export const NARROW_COLUMNS: TableColumn<PaymentException>[] = [
  {
    id: 'payment',
    header: 'Payment',
    accessorFn: (row) => `${row.invoiceNumber} ${row.clientName} ${reasonOf(row)}`,
    cell: ({ row }) => {
      const payment = row.original;
      const refunded =
        payment.refundedAmount === null ? '' : ` · refunded ${formatDollars(payment.refundedAmount)}`;
      return (
        <Stack spacing={0.5} sx={WRAP_ANYWHERE}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <InvoiceLink row={payment} />
            <KindChip kind={payment.kind} />
          </Stack>
          <Typography variant="body2">{payment.clientName}</Typography>
          <Typography variant="body2">
            {PAYMENT_TYPE_NAMES[payment.method]} · {PAYMENT_STATUS_NAMES[payment.status]} ·{' '}
            {formatDollars(payment.amount)}
            {refunded}
          </Typography>
          <Typography variant="body2">{reasonOf(payment)}</Typography>
          <Typography variant="body2" color="text.secondary">
            Updated {formatInstant(payment.updatedAt)}
          </Typography>
        </Stack>
      );
    },
  },
];
