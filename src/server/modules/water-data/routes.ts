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
  const { reads } = context;
  route(historicWellPumpagesEndpoint, (request) =>
    reads.run(request, (db) =>
      getHistoricWellPumpages(db, requireCaller(request), request.body, context.today()),
    ),
  );
  route(hourlyWellPumpageEndpoint, (request) =>
    reads.run(request, (db) =>
      getHourlyWellPumpageData(db, requireCaller(request), request.body, context.today()),
    ),
  );
}
