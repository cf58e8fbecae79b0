import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { FIRST_YEAR } from '../rules/years';
import { quarterNumber } from './common';
import { defineEndpoint } from './endpoint';

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
