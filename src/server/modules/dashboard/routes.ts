import {
  currentYearInvoicesEndpoint,
  dailyWellPumpageEndpoint,
  listClientWellsEndpoint,
  pumpageVolumesForChartEndpoint,
} from '../../../shared/contracts/dashboard';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getCurrentYearInvoices } from './get-current-year-invoices';
import { getDailyWellPumpageData } from './get-daily-well-pumpage-data';
import { getPumpageVolumesForChart } from './get-pumpage-volumes-for-chart';
import { listClientWells } from './list-client-wells';

/** The dashboard's calls: usage chart, current-year invoices and the daily volume widget. */
export function registerDashboardRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  route(pumpageVolumesForChartEndpoint, (request) =>
    getPumpageVolumesForChart(context, requireCaller(request), request.body),
  );
  route(currentYearInvoicesEndpoint, (request) =>
    getCurrentYearInvoices(context, requireCaller(request), request.query),
  );
  route(dailyWellPumpageEndpoint, (request) =>
    getDailyWellPumpageData(context, requireCaller(request), request.body),
  );
  route(listClientWellsEndpoint, (request) =>
    listClientWells(context, requireCaller(request), request.query),
  );
}
