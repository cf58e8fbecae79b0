import {
  addAdjustmentEndpoint,
  regenerateInvoiceEndpoint,
  removeAdjustmentEndpoint,
  updateAdjustmentEndpoint,
  updateItemPumpageEndpoint,
  updateInvoiceOwnerNameEndpoint,
  updateLateFeeStatusEndpoint,
} from '../../../shared/contracts/invoice-changes';
import {
  currentYearInvoicesEndpoint,
  listClientInvoicesEndpoint,
  listInvoicesEndpoint,
  listUnpaidInvoicesEndpoint,
} from '../../../shared/contracts/invoice-lists';
import {
  generateQuarterInvoicesEndpoint,
  getInvoiceEndpoint,
  updateInvoiceVisibilityEndpoint,
} from '../../../shared/contracts/invoices';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { addAdjustment, removeAdjustment, updateAdjustment } from './adjustments';
import { updateInvoiceOwnerName, updateLateFeeStatus } from './change-invoice';
import { generateQuarterInvoices } from './generate-quarter-invoices';
import { getInvoice } from './get-invoice';
import { listClientInvoices, listInvoices, listUnpaidInvoices } from './list-invoices';
import { regenerateInvoice, updateItemPumpage } from './rebuild-items';
import { updateInvoiceVisibility } from './update-invoice-visibility';

/** Invoices: generation, the lists, each invoice's detail, and staff changes to unpaid ones. */
export function registerInvoiceRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const { afterInvoiceChange: afterChange } = context;
  route(generateQuarterInvoicesEndpoint, (request) =>
    generateQuarterInvoices(db, requireCaller(request).id, request.body, context.today()),
  );
  route(listInvoicesEndpoint, (request) =>
    listInvoices(db, requireCaller(request), request.body, request.query, context.today()),
  );
  route(listUnpaidInvoicesEndpoint, (request) =>
    listUnpaidInvoices(db, requireCaller(request), request.query.clientId, context.today()),
  );
  route(listClientInvoicesEndpoint, (request) =>
    listClientInvoices(db, requireCaller(request), request.query.clientId, 'all', context.today()),
  );
  route(currentYearInvoicesEndpoint, (request) =>
    listClientInvoices(db, requireCaller(request), request.query.clientId, 'currentYear', context.today()),
  );
  route(getInvoiceEndpoint, (request) =>
    getInvoice(db, requireCaller(request), request.query, context.today()),
  );
  route(updateInvoiceVisibilityEndpoint, (request) =>
    updateInvoiceVisibility(db, requireCaller(request), request.query),
  );
  route(updateLateFeeStatusEndpoint, (request) =>
    updateLateFeeStatus(db, requireCaller(request), request.query, afterChange),
  );
  route(updateInvoiceOwnerNameEndpoint, (request) =>
    updateInvoiceOwnerName(db, requireCaller(request), request.query.invoiceId, request.body),
  );
  route(regenerateInvoiceEndpoint, (request) =>
    regenerateInvoice(db, requireCaller(request), request.query, afterChange),
  );
  route(updateItemPumpageEndpoint, (request) =>
    updateItemPumpage(db, requireCaller(request), request.query.invoiceId, request.body, afterChange),
  );
  route(addAdjustmentEndpoint, (request) =>
    addAdjustment(db, requireCaller(request), request.query, request.body, afterChange),
  );
  route(updateAdjustmentEndpoint, (request) =>
    updateAdjustment(db, requireCaller(request), request.query.adjustmentId, request.body, afterChange),
  );
  route(removeAdjustmentEndpoint, (request) =>
    removeAdjustment(db, requireCaller(request), request.query.adjustmentId, afterChange),
  );
}
