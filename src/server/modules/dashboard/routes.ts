import {
  dailyWellPumpageEndpoint,
  listClientWellsEndpoint,
  pumpageVolumesForChartEndpoint,
} from '../../../shared/contracts/dashboard';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getDailyWellPumpageData } from './get-daily-well-pumpage-data';
import { getPumpageVolumesForChart } from './get-pumpage-volumes-for-chart';
import { listClientWells } from './list-client-wells';

/** The dashboard's calls: usage chart and the daily volume widget (its invoices are the invoices module's). */
export function registerDashboardRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { reads } = context;
  route(pumpageVolumesForChartEndpoint, (request) =>
    reads.run(request, (db) =>
      getPumpageVolumesForChart(db, requireCaller(request), request.body, context.today()),
    ),
  );
  route(dailyWellPumpageEndpoint, (request) =>
    reads.run(request, (db) =>
      getDailyWellPumpageData(db, requireCaller(request), request.body, context.today()),
    ),
  );
  route(listClientWellsEndpoint, (request) =>
    reads.run(request, (db) => listClientWells(db, requireCaller(request), request.query)),
  );
}
