import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { INVOICE_EMAIL_KINDS, INVOICE_EMAIL_OUTCOMES } from '../states';
import { idParam, requestKeyParam } from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Invoice e-mails';

export const SEND_EMAIL_CONFIRMATION = 'Are you sure you want to send this invoice email?';
export const NO_RECIPIENT =
  'This client has no e-mail address. Add one on the client’s page, then send again.';
export const EMAIL_FAILED = 'The e-mail could not be sent. Please try again later.';

export const invoiceEmailKindSchema = z.enum(INVOICE_EMAIL_KINDS);
export const invoiceEmailSchema = z.object({
  id: z.number().int(),
  kind: invoiceEmailKindSchema,
  recipients: z.string(),
  at: z.string(),
  sentBy: z.string().nullable(),
  outcome: z.enum(INVOICE_EMAIL_OUTCOMES),
  detail: z.string().nullable(),
});
export type InvoiceEmail = z.infer<typeof invoiceEmailSchema>;

/**
 * `requestKey` (ours): one key per click, so a double click or a retried request sends one e-mail;
 * the second answers what the first did. The key is the caller's, for this call on this invoice.
 */
const sendQuery = z.object({ invoiceId: idParam, requestKey: requestKeyParam });
export type SendEmailQuery = z.input<typeof sendQuery>;

const sentResponse = z.object({ message: z.string(), data: invoiceEmailSchema });

export const sendInvoiceEmailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Invoice/SendEmailToClient',
  tag,
  description:
    'E-mails the invoice to its client’s contact addresses, the PDF attached, with a link to pay in the portal (staff). Recorded on the invoice.',
  access: { minLevel: ACCESS.staff },
  query: sendQuery,
  response: sentResponse,
  moreErrors: [409, 502],
});

export const sendConfirmationEmailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/SendConfirmationEmail',
  tag,
  description:
    'E-mails how to pay the invoice by check to the caller and the client’s contact addresses, when an owner chooses to pay by check.',
  access: { minLevel: ACCESS.clientManager },
  query: sendQuery,
  response: sentResponse,
  moreErrors: [409, 502],
});

export const invoiceEmailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Invoice/GetInvoiceEmails',
  tag,
  description: 'The e-mails sent about an invoice, newest first, with their outcome (staff).',
  access: { minLevel: ACCESS.staff },
  query: z.object({ invoiceId: idParam }),
  response: z.object({ message: z.string(), data: z.array(invoiceEmailSchema) }),
});
