import {
  historicWellPumpagesEndpoint,
  hourlyWellPumpageEndpoint,
} from '../../../shared/contracts/water-data';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getHistoricWellPumpages } from './get-historic-well-pumpages';
import { getHourlyWellPumpageData } from './get-hourly-well-pumpage-data';

/** The Water Data tabs' yearly and hourly calls; the daily tab uses the dashboard's daily call. */
export function registerWaterDataRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  route(historicWellPumpagesEndpoint, (request) =>
    getHistoricWellPumpages(context, requireCaller(request), request.body),
  );
  route(hourlyWellPumpageEndpoint, (request) =>
    getHourlyWellPumpageData(context, requireCaller(request), request.body),
  );
}
