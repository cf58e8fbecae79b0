import type { DistrictProfileRecord } from './contracts/district';
import type { InvoiceDetail } from './contracts/invoices';
import { formatDay, formatDollars } from './format';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export interface InvoiceNotice {
  severity: 'success' | 'error' | 'warning' | 'info';
  text: string;
}

/**
 * Where the invoice stands today, in the words the detail page and the printed invoice both use:
 * paid (with date and type), overdue with the late fee charged, inside the grace period with the fee
 * it will carry, or waived.
 */
export function invoiceNotice(invoice: InvoiceDetail): InvoiceNotice | null {
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

/** How to pay by check: where to mail it and what to write on it. */
export function payByCheckText(remitTo: string, invoiceNumber: string): string {
  return `To pay by check, make it out and mail it to: ${remitTo}. Write the invoice number ${invoiceNumber} on it.`;
}

/** Where checks go: the district's remit-to, else its name and address; null before the profile exists. */
export function remitToOf(
  district:
    | Pick<DistrictProfileRecord, 'name' | 'address1' | 'city' | 'state' | 'zipCode' | 'remitTo'>
    | null
    | undefined,
): string | null {
  if (!district) return null;
  return (
    district.remitTo ??
    `${district.name}, ${district.address1}, ${district.city}, ${district.state} ${district.zipCode}`
  );
}
