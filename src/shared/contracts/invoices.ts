import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { FIRST_YEAR } from '../rules/years';
import { commaSeparatedIds, idParam, pageQuerySchema, quarterNumber } from './common';
import { defineEndpoint } from './endpoint';
import { inCents, inDollars } from './money';
import { invoiceRateLineSchema } from './rates';

/** A billing quarter that has ended: the year and quarter staff ask invoices for. */
export const invoicePeriodSchema = z.object({
  year: z
    .number({ error: 'Year is required' })
    .int()
    .min(FIRST_YEAR, `Year must be ${FIRST_YEAR} or later`)
    .max(9999, 'Year must be 9999 or earlier'),
  quarter: quarterNumber('Quarter must be 1, 2, 3 or 4'),
});
export type InvoicePeriod = z.infer<typeof invoicePeriodSchema>;

/** What one generation of a quarter did, client by client. */
export const invoiceGenerationSchema = z.object({
  message: z.string(),
  year: z.number().int(),
  quarter: z.number().int(),
  /** New invoices. */
  created: z.number().int(),
  /** Clients that already had this quarter's invoice: left as they are. */
  existing: z.number().int(),
  /** Clients with wells in the quarter but nothing to bill (only exempt wells, or no pumpage). */
  nothingToBill: z.number().int(),
});
export type InvoiceGeneration = z.infer<typeof invoiceGenerationSchema>;

export const QUARTER_NOT_ENDED = 'Invoices are generated once the quarter has ended.';

export const generateQuarterInvoicesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Invoice/GenerateQuarterInvoices',
  tag: 'Invoices',
  description:
    'Generates the invoices of an ended quarter for every client that has something to bill; ' +
    'a client whose invoice exists is left alone, so running it twice creates nothing new.',
  access: { minLevel: ACCESS.staff },
  body: invoicePeriodSchema,
  response: invoiceGenerationSchema,
});

/** A well's line on an invoice; pumpage in thousands of gallons, frozen when the invoice was built. */
export const invoiceItemSchema = z.object({
  id: z.number().int(),
  parish: z.string().nullable(),
  use: z.string().nullable(),
  ownerNo: z.string().nullable(),
  wellNumber: z.string(),
  depth: z.number().nullable(),
  month1Pumpage: z.number(),
  month2Pumpage: z.number(),
  month3Pumpage: z.number(),
  /** 'E': exempt, listed but not billed. */
  flag: z.string().nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

/** A signed change to what an invoice asks, in dollars: credits are negative. */
export const adjustmentSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  value: inDollars(z.number(), 'The signed change, negative for a credit'),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** Where the invoice stands today as to its late fee (rules/invoices.ts LateFeeState). */
export const lateFeeNoticeSchema = z.object({
  kind: z.enum(['paid', 'current', 'grace', 'overdue', 'waived']),
  /** Days since the due date; 0 when not past it. */
  daysLate: z.number().int(),
  /** In the grace period: days until the extended deadline (0 on the day itself); otherwise null. */
  daysLeft: z.number().int().nullable(),
});
export type LateFeeNotice = z.infer<typeof lateFeeNoticeSchema>;

/**
 * An invoice as its detail page shows it. Amounts are dollars with cents (computed from integer cents);
 * the late fee is the one it carries today in the district's time zone.
 */
export const invoiceDetailSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  title: z.string(),
  accountingInvoiceId: z.string().nullable(),
  /** Synced, but changed since (adjustment, late-fee toggle, regeneration, payment): the books are behind. */
  accountingOutOfDate: z.boolean(),
  clientId: z.number().int(),
  clientName: z.string(),
  invoiceOwnerName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  cityStateZip: z.string().nullable(),
  clientEmail: z.string().nullable(),
  /** YYYY-MM-DD, also as `date`, the spec's name for it. */
  billingDate: z.string(),
  date: z.string(),
  dueDate: z.string(),
  /** The last day before a late fee is charged: the due date plus 30 days. */
  extendedDeadline: z.string(),
  year: z.number().int(),
  /** Spelled as the spec spells it. */
  quater: z.number().int(),
  /** Billed (non-exempt) pumpage, whole thousands of gallons. */
  gallons: z.number(),
  rateCentsPerMillionGallons: inCents(
    z.number().int(),
    'The rate of the quarter’s last days, per million gallons, as the invoice keeps it (rateLines has each rate it billed)',
  ),
  hasPaid: z.boolean(),
  paymentDate: z.string().nullable(),
  paymentType: z.string().nullable(),
  /** A bank transfer is on its way (3 to 5 business days): the invoice cannot be paid again meanwhile. */
  paymentProcessing: z.boolean(),
  isVisible: z.boolean(),
  hideLateFees: z.boolean(),
  feeAmount: inDollars(z.number(), 'The pumpage fee'),
  /**
   * The fee line by line, in day order: each rate's days of the quarter, their billed pumpage and
   * what they bill (one line for a quarter under one rate). The lines add up to the fee.
   */
  rateLines: z.array(invoiceRateLineSchema),
  adjustmentsAmount: inDollars(z.number(), 'The sum of the adjustments, negative for a credit'),
  lateFeeAmount: inDollars(z.number(), 'The late fee the invoice carries today'),
  lateFeeProjectedAmount: inDollars(
    z.number(),
    'In the grace period, the late fee of the first day after the extended deadline; else 0',
  ),
  totalAmount: inDollars(z.number(), 'What the invoice asks today: fee, adjustments and late fee'),
  lateFee: lateFeeNoticeSchema,
  /** One page of the items, in well-number order, and how many there are in all. */
  invoiceItems: z.array(invoiceItemSchema),
  totalItems: z.number().int(),
  adjustments: z.array(adjustmentSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const INVOICE_ITEM_PAGE_SIZES = [25, 50, 100] as const;

export const invoiceByIdQuerySchema = z.object({
  /** The invoice's client; optional for the routes that carry only the invoice id. */
  clientId: idParam.optional(),
  invoiceId: idParam,
  ...pageQuerySchema({ size: { min: 1, max: 500, default: INVOICE_ITEM_PAGE_SIZES[0] } }).shape,
});
export type InvoiceByIdQuery = z.input<typeof invoiceByIdQuerySchema>;

export const invoiceDetailResponseSchema = z.object({ message: z.string(), data: invoiceDetailSchema });

export const getInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetInvoiceById',
  tag: 'Invoices',
  description: 'An invoice with one page of its items; owners see only their own visible invoices.',
  access: { minLevel: ACCESS.clientManager },
  query: invoiceByIdQuerySchema,
  responseKind: 'bulk-json',
  response: invoiceDetailResponseSchema,
});

export const INVOICE_IDS_MESSAGE = 'invoiceId takes invoice ids separated by commas';

export const VISIBILITY_UPDATED = 'Updated visibility successfully';

/**
 * PUT Invoice/UpdateInvoiceVisibility?invoiceId&isVisible. `invoiceId` is one id, or several
 * separated by commas for the list's bulk buttons.
 */
export const invoiceVisibilityQuerySchema = z.object({
  invoiceId: commaSeparatedIds(INVOICE_IDS_MESSAGE),
  isVisible: z.stringbool(),
});

export const invoiceVisibilityResponseSchema = z.object({
  message: z.string(),
  /** Invoices whose visibility changed (already as asked: not counted). */
  updated: z.number().int(),
});

export const updateInvoiceVisibilityEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Invoice/UpdateInvoiceVisibility',
  tag: 'Invoices',
  description: 'Shows invoices to their clients, or hides them again; a paid invoice is not changed.',
  access: { minLevel: ACCESS.staff },
  query: invoiceVisibilityQuerySchema,
  response: invoiceVisibilityResponseSchema,
  moreErrors: [409],
});
