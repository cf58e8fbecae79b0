import { invoiceHistoryEndpoint, listAuditLogEndpoint } from '../../../shared/contracts/audit-log';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { invoiceHistory, listAuditLog } from './list-audit-log';

/** Who changed what: the whole audit log (Admin) and one invoice's history (staff). */
export function registerAuditLogRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(listAuditLogEndpoint, (request) => listAuditLog(db, request.query, context.config.districtTimeZone));
  route(invoiceHistoryEndpoint, (request) => invoiceHistory(db, request.query.invoiceId));
}
