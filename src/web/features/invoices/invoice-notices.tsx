import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { formatDay, formatDollars } from '../../lib/format';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Where the invoice stands today: paid (success, with date and type), overdue with the late fee
 * charged (danger), inside the grace period with the fee it will carry (warning), or waived.
 */
export function invoiceNotice(
  invoice: InvoiceDetail,
): { severity: 'success' | 'error' | 'warning' | 'info'; text: string } | null {
  const { lateFee } = invoice;
  switch (lateFee.kind) {
    case 'paid': {
      const paidOn = invoice.paymentDate ? ` on ${formatDay(invoice.paymentDate)}` : '';
      const by = invoice.paymentType ? ` by ${invoice.paymentType}` : '';
      return { severity: 'success', text: `Paid${paidOn}${by}.` };
    }
    case 'overdue':
      return {
        severity: 'error',
        text: `Overdue by ${plural(lateFee.daysLate, 'day')}: a late fee of ${formatDollars(invoice.lateFeeAmount)} has been added.`,
      };
    case 'grace':
      return {
        severity: 'warning',
        text:
          `Past due by ${plural(lateFee.daysLate, 'day')}. Unless paid by ${formatDay(invoice.extendedDeadline)} ` +
          `(${plural(lateFee.daysLeft ?? 0, 'day')} left), a late fee of ${formatDollars(invoice.lateFeeProjectedAmount)} will be added.`,
      };
    case 'waived':
      return lateFee.daysLate > 0
        ? {
            severity: 'info',
            text: `Past due by ${plural(lateFee.daysLate, 'day')}; late fees are waived on this invoice.`,
          }
        : null;
    case 'current':
      return null;
  }
}

export function InvoiceNotices({ invoice }: { invoice: InvoiceDetail }) {
  const notice = invoiceNotice(invoice);
  if (!notice) return null;
  return (
    <Stack sx={{ mb: 2 }}>
      <Alert severity={notice.severity}>{notice.text}</Alert>
    </Stack>
  );
}
