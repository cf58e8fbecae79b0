import { wellUsageReportEndpoint } from '../../../shared/contracts/well-usage-report';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getWellUsageReport } from './get-well-usage-report';

/** The well usage report of the staff and owner screens. */
export function registerWellUsageReportRoutes(app: ApiInstance, context: AppContext): void {
  endpointRouter(app, context)(wellUsageReportEndpoint, (request) =>
    context.reads.run(request, (db) =>
      getWellUsageReport(db, requireCaller(request), request.body, context.today()),
    ),
  );
}
