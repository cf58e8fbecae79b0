import Button from '@mui/material/Button';
import { useState } from 'react';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import {
  PAYMENT_STATUS_NAMES,
  PAYMENT_TYPE_NAMES,
  type PaymentRecord,
} from '../../../shared/contracts/payment-records';
import { formatDay, formatDollars } from '../../../shared/format';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { downloadReceipt, useInvoicePayments } from './payment-records-api';
import { refundText } from './payment-refunds';
import { DetailSection } from '../../components/detail-section';
import { queryTableState } from '../../components/query-table-state';

// Short date and time: the table has eight columns to fit beside each other.
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/**
 * What sets one payment apart: a check's number and day received, why it failed or was declined,
 * and for money that goes back, the refund and why.
 */
function detailsOf(payment: PaymentRecord): string {
  const parts = [
    payment.checkNumber ? `No. ${payment.checkNumber}` : null,
    payment.receivedOn ? `received ${formatDay(payment.receivedOn)}` : null,
    payment.status === 'failed' ? (payment.failure ?? 'No reason given') : payment.failure,
    refundText(payment),
  ];
  const details = parts.filter(Boolean).join(', ');
  if (payment.note) return details ? `${details}: ${payment.note}` : payment.note;
  return details || '—';
}

/** A receipt exists for money the invoice kept, and for money that went back (it shows the refund). */
const HAS_RECEIPT: readonly PaymentRecord['status'][] = ['succeeded', 'refunded'];

const COLUMNS: CompactColumn<PaymentRecord>[] = [
  { id: 'when', header: 'When', value: (payment) => WHEN.format(new Date(payment.createdAt)) },
  { id: 'method', header: 'Method', value: (payment) => PAYMENT_TYPE_NAMES[payment.method] },
  { id: 'amount', header: 'Amount', value: (payment) => formatDollars(payment.amount) },
  { id: 'fee', header: 'Fee', value: (payment) => formatDollars(payment.processingFee) },
  { id: 'state', header: 'State', value: (payment) => PAYMENT_STATUS_NAMES[payment.status] },
  {
    id: 'details',
    header: 'Details',
    // A refund's reference is one long token: it wraps rather than widen the table.
    value: (payment) => <span style={{ overflowWrap: 'anywhere' }}>{detailsOf(payment)}</span>,
  },
  { id: 'by', header: 'By', value: (payment) => payment.recordedBy ?? '—' },
];

/** The receipt of a payment that went through (or went back), saved as a PDF named as the server names it. */
function ReceiptButton({ payment, invoiceNumber }: { payment: PaymentRecord; invoiceNumber: string }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  if (!HAS_RECEIPT.includes(payment.status)) return null;
  const save = async () => {
    setSaving(true);
    try {
      await downloadReceipt(payment.id, `Receipt_${invoiceNumber}_${payment.id}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      size="small"
      disabled={saving}
      onClick={() => void save()}
      aria-label={`Receipt of payment ${payment.id}`}
    >
      Receipt
    </Button>
  );
}

/** Staff and owners: every payment started or made on the invoice, newest first, with receipts. */
export function InvoicePayments({ invoice }: { invoice: InvoiceDetail }) {
  const payments = useInvoicePayments(invoice.id);
  return (
    <DetailSection title="Payments">
      <CompactTable<PaymentRecord>
        label="Invoice payments"
        columns={COLUMNS}
        data={payments.data}
        {...queryTableState(payments)}
        emptyText="No payments yet"
        getRowId={(payment) => String(payment.id)}
        renderRowActions={(payment) => (
          <ReceiptButton payment={payment} invoiceNumber={invoice.invoiceNumber} />
        )}
      />
    </DetailSection>
  );
}
