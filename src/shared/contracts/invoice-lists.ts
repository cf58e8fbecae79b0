import { z } from 'zod';
import { ACCESS, DASHBOARD_WIDGETS_MIN_LEVEL } from '../rules/access';
import { distinctQuarters } from '../rules/quarters';
import { FIRST_YEAR } from '../rules/years';
import { clientIdQuerySchema } from './clients';
import {
  idListFilter,
  idParam,
  listResponseSchema,
  pageQuerySchema,
  pageResponseSchema,
  quarterNumber,
} from './common';
import { defineEndpoint } from './endpoint';
import { lateFeeNoticeSchema } from './invoices';
import { inDollars } from './money';

/**
 * An invoice as every list shows it: what it asks today (fee + adjustments + late fee, in dollars
 * from integer cents) and where it stands.
 */
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  title: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  year: z.number().int(),
  /** Spelled as the spec spells it. */
  quater: z.number().int(),
  /** YYYY-MM-DD */
  billingDate: z.string(),
  dueDate: z.string(),
  feeAmount: inDollars(z.number(), 'The pumpage fee'),
  lateFeeAmount: inDollars(z.number(), 'The late fee the invoice carries today'),
  totalAmount: inDollars(z.number(), 'What the invoice asks today: fee, adjustments and late fee'),
  hasPaid: z.boolean(),
  paymentDate: z.string().nullable(),
  isVisible: z.boolean(),
  accountingInvoiceId: z.string().nullable(),
  /** Synced, but changed since (adjustment, late-fee toggle, regeneration, payment): the books are behind. */
  accountingOutOfDate: z.boolean(),
  lateFee: lateFeeNoticeSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const INVOICE_PAGE_SIZES = [100, 150, 200] as const;
export const DEFAULT_INVOICE_PAGE_SIZE = INVOICE_PAGE_SIZES[0];
export const INVOICE_SORT_COLUMNS = [
  'invoiceNumber',
  'clientName',
  'period',
  'billingDate',
  'dueDate',
  'feeAmount',
] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

const yearFilter = z
  .number()
  .int()
  .min(FIRST_YEAR, `Year must be ${FIRST_YEAR} or later`)
  .max(9999, 'Year must be 9999 or earlier');

/** The invoice filter, the body of POST Invoice/GetAllInvoices; every empty list means any. */
export const invoiceFilterSchema = z.object({
  year: z.array(yearFilter).max(100, 'Choose at most 100 years').default([]),
  /** Spelled as the spec spells it. */
  quaters: z.array(quarterNumber()).default([]).transform(distinctQuarters),
  clientIds: idListFilter(),
  /** Ours, not the spec's: these invoices only (the print page lists the invoices it prints). */
  invoiceIds: idListFilter(),
  /** true: paid only; false: unpaid only; null: both. */
  hasPaid: z.boolean().nullish().default(null),
});
export type InvoiceFilter = z.input<typeof invoiceFilterSchema>;

export const invoicePageQuerySchema = pageQuerySchema({ size: { choices: INVOICE_PAGE_SIZES } }).extend({
  sortBy: z.enum(INVOICE_SORT_COLUMNS).default('period'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type InvoicePageQuery = z.input<typeof invoicePageQuerySchema>;

export const invoicePageSchema = pageResponseSchema(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

const tag = 'Invoices';

export const listInvoicesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Invoice/GetAllInvoices',
  tag,
  description: 'One page of every client’s invoices (staff), filtered by year, quarter, client and payment.',
  access: { minLevel: ACCESS.staff },
  query: invoicePageQuerySchema,
  body: invoiceFilterSchema,
  responseKind: 'bulk-json',
  response: invoicePageSchema,
});

export const invoiceSummariesResponseSchema = listResponseSchema(invoiceSummarySchema);
export type InvoiceSummariesResponse = z.infer<typeof invoiceSummariesResponseSchema>;

export const listUnpaidInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetAllUnpaidInvoices',
  tag,
  description:
    'Unpaid invoices, oldest first: a client’s (owners see only visible ones), or, without clientId, every client’s (staff).',
  access: { minLevel: ACCESS.clientManager },
  query: z.object({ clientId: idParam.optional() }),
  responseKind: 'bulk-json',
  response: invoiceSummariesResponseSchema,
});

export const listClientInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetAllClientInvoices',
  tag,
  description: 'Every invoice of a client, newest first; owners see only visible ones.',
  access: { minLevel: ACCESS.clientManager },
  query: clientIdQuerySchema,
  responseKind: 'bulk-json',
  response: invoiceSummariesResponseSchema,
});

/** The dashboard's invoices of the district's current year, by quarter. */
export const currentYearInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetCurrentYearInvoices',
  tag: 'Dashboard',
  description: 'A client’s invoices of the district’s current year; owners see only visible ones.',
  access: { minLevel: DASHBOARD_WIDGETS_MIN_LEVEL },
  query: clientIdQuerySchema,
  response: invoiceSummariesResponseSchema,
});
