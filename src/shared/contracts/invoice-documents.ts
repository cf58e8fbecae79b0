import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { commaSeparatedIds, idParam } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Invoice documents';

/** The most invoices one merged print takes: a whole quarter of a large district, with room. */
export const MAX_PRINTED_INVOICES = 2_000;
export const PRINT_IDS_MESSAGE = 'ids takes invoice ids separated by commas';

export const invoiceReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Report/GetInvoiceReport',
  tag,
  description:
    'An invoice as a printable PDF (US Letter). Opened in a new tab or from an e-mail, so a signed ' +
    'link from CreateInvoiceReportLink may stand in for the bearer token; owners get only their own visible invoices.',
  access: { minLevel: ACCESS.clientManager, signedLinks: true },
  query: z.object({ InvoiceId: idParam }),
  responseKind: 'file',
});

export const invoicesReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Report/GetInvoicesReport',
  tag,
  description:
    'Several invoices merged into one PDF for printing, each with its own page numbers, streamed as it is made (staff).',
  access: { minLevel: ACCESS.staff, signedLinks: true },
  query: z.object({ ids: commaSeparatedIds(PRINT_IDS_MESSAGE, MAX_PRINTED_INVOICES) }),
  responseKind: 'file',
});

export const invoiceReportLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Report/CreateInvoiceReportLink',
  tag,
  description:
    'A signed link to an invoice’s PDF that works without the bearer token for a few minutes, for a new tab.',
  access: { minLevel: ACCESS.clientManager },
  query: z.object({ invoiceId: idParam }),
  response: z.object({ message: z.string(), data: z.object({ url: z.string(), expiresAt: z.string() }) }),
});
