import Chip from '@mui/material/Chip';
import type { LateFeeNotice } from '../../shared/contracts/invoices';

const STATUS: Record<
  LateFeeNotice['kind'],
  { label: string; color: 'success' | 'default' | 'warning' | 'error' | 'info' }
> = {
  paid: { label: 'Paid', color: 'success' },
  current: { label: 'Unpaid', color: 'default' },
  grace: { label: 'Past due', color: 'warning' },
  overdue: { label: 'Overdue', color: 'error' },
  waived: { label: 'Unpaid, fee waived', color: 'info' },
};

/** Paid, unpaid, past due (in the grace period), overdue (late fee charged) or waived. */
export function invoiceStatusLabel(notice: LateFeeNotice): string {
  return STATUS[notice.kind].label;
}

export function InvoiceStatusChip({ notice }: { notice: LateFeeNotice }) {
  const { label, color } = STATUS[notice.kind];
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={notice.kind === 'current' ? 'outlined' : 'filled'}
    />
  );
}
