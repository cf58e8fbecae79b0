import {
  generateQuarterInvoicesEndpoint,
  getInvoiceEndpoint,
  updateInvoiceVisibilityEndpoint,
} from '../../../shared/contracts/invoices';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { generateQuarterInvoices } from './generate-quarter-invoices';
import { getInvoice } from './get-invoice';
import { updateInvoiceVisibility } from './update-invoice-visibility';

/** Invoices: generation of a quarter (staff), each invoice's detail, and their visibility. */
export function registerInvoiceRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(generateQuarterInvoicesEndpoint, (request) =>
    generateQuarterInvoices(
      db,
      requireCaller(request).id,
      request.body,
      context.today(),
      context.config.invoiceTerms,
    ),
  );
  route(getInvoiceEndpoint, (request) =>
    getInvoice(db, requireCaller(request), request.query, context.today()),
  );
  route(updateInvoiceVisibilityEndpoint, (request) =>
    updateInvoiceVisibility(db, requireCaller(request), request.query),
  );
}
