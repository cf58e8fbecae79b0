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
  const { reads } = context;
  route(complianceReportEndpoint, (request) =>
    reads.run(request, (db) =>
      getComplianceReport(db, requireCaller(request), request.body, context.today()),
    ),
  );
  route(downloadComplianceReportEndpoint, (request) =>
    reads.run(request, (db) =>
      downloadComplianceReport(db, requireCaller(request), request.query, context.today()),
    ),
  );
}
