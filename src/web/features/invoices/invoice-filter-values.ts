import { z } from 'zod';
import type { InvoiceFilter } from '../../../shared/contracts/invoice-lists';

export { QUARTER_OPTIONS } from '../../lib/dates';

export const PAYMENT_STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
] as const;

/** The invoice list's filters as the panel edits them and local storage keeps them. */
export const invoicePanelFilterSchema = z.object({
  year: z.array(z.number().int()),
  quaters: z.array(z.number().int()),
  clientIds: z.array(z.number().int()),
  status: z.enum(['all', 'paid', 'unpaid']),
});
export type InvoicePanelFilter = z.infer<typeof invoicePanelFilterSchema>;

/** This year's invoices of every client, paid or not: the default and what Reset returns to. */
export function defaultInvoiceFilter(now = new Date()): InvoicePanelFilter {
  return { year: [now.getFullYear()], quaters: [], clientIds: [], status: 'all' };
}

export function invoiceFilterOf(panel: InvoicePanelFilter): InvoiceFilter {
  return {
    year: panel.year,
    quaters: panel.quaters,
    clientIds: panel.clientIds,
    hasPaid: panel.status === 'all' ? null : panel.status === 'paid',
  };
}
