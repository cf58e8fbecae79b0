import {
  invoiceReportEndpoint,
  invoiceReportLinkEndpoint,
  invoicesReportEndpoint,
} from '../../../shared/contracts/invoice-documents';
import {
  invoiceEmailsEndpoint,
  sendConfirmationEmailEndpoint,
  sendInvoiceEmailEndpoint,
} from '../../../shared/contracts/invoice-emails';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import { signLink } from '../auth';
import type { ApiInstance, AppContext } from '../context';
import { findVisibleInvoice } from '../auth/scope';
import {
  listInvoiceEmails,
  sendCheckInstructions,
  sendInvoiceEmail,
  type EmailContext,
} from './invoice-emails';
import { invoiceReport, invoicesReport } from './invoice-reports';

/** How long a link to a document works: long enough to open it, too short to pass around. */
export const REPORT_LINK_SECONDS = 5 * 60;

/**
 * Invoice documents: an invoice's PDF, several merged for printing, signed links to them, and the
 * e-mails that carry them to owners.
 */
export function registerInvoiceDocumentRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const { publicUrl, jwtSecret } = context.config;
  route(invoiceReportEndpoint, (request) =>
    invoiceReport(db, requireCaller(request), request.query.InvoiceId, context.today(), publicUrl),
  );
  route(invoicesReportEndpoint, (request) =>
    invoicesReport(db, requireCaller(request), request.query.ids, context.today(), publicUrl),
  );
  route(invoiceReportLinkEndpoint, async (request) => {
    const caller = requireCaller(request);
    // Only an invoice the caller may see gets a link; the link is checked again when it is opened.
    const invoice = await findVisibleInvoice(db, caller, request.query.invoiceId);
    const data = signLink(
      jwtSecret,
      invoiceReportEndpoint.path,
      { InvoiceId: String(invoice.id) },
      { userId: caller.id, nowMs: Date.now(), lifetimeSeconds: REPORT_LINK_SECONDS },
    );
    return { message: 'OK', data };
  });
  const emailContext = (): EmailContext => ({
    db,
    mailer: context.mailer,
    publicUrl,
    today: context.today(),
  });
  route(sendInvoiceEmailEndpoint, (request) =>
    sendInvoiceEmail(emailContext(), requireCaller(request), request.query),
  );
  route(sendConfirmationEmailEndpoint, (request) =>
    sendCheckInstructions(emailContext(), requireCaller(request), request.query),
  );
  route(invoiceEmailsEndpoint, (request) =>
    listInvoiceEmails(db, requireCaller(request), request.query.invoiceId),
  );
}
