import type { LateFeeNotice } from '../../shared/contracts/invoices';
import { DotChip } from './dot-chip';

const STATUS: Record<LateFeeNotice['kind'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'success.main' },
  current: { label: 'Unpaid', color: 'grey.500' },
  grace: { label: 'Past due', color: 'warning.main' },
  overdue: { label: 'Overdue', color: 'error.main' },
  waived: { label: 'Unpaid, fee waived', color: 'info.main' },
};

/** Paid, unpaid, past due (in the grace period), overdue (late fee charged) or waived. */
export function invoiceStatusLabel(notice: LateFeeNotice): string {
  return STATUS[notice.kind].label;
}

/** The invoice's state as a dot chip: drawn, so the invoice lists load no MUI Chip. */
export function InvoiceStatusChip({ notice }: { notice: LateFeeNotice }) {
  const { label, color } = STATUS[notice.kind];
  return <DotChip color={color}>{label}</DotChip>;
}
