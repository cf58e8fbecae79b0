import {
  complianceReportEndpoint,
  downloadComplianceReportEndpoint,
} from '../../../shared/contracts/compliance-report';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { downloadComplianceReport } from './compliance-download';
import { getComplianceReport } from './compliance-report';

/** The compliance report and its Excel download, staff only. */
export function registerComplianceReportRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(complianceReportEndpoint, (request) =>
    getComplianceReport(db, requireCaller(request), request.body, context.today()),
  );
  route(downloadComplianceReportEndpoint, (request) =>
    downloadComplianceReport(db, requireCaller(request), request.query, context.today()),
  );
}
