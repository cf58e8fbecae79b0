import {
  getMetersEndpoint,
  getWellMetersEndpoint,
  installMeterEndpoint,
  saveMeterEndpoint,
} from '../../../shared/contracts/meters';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { installMeter } from './install-meter';
import { listMeters } from './list-meters';
import { listWellMeters } from './list-well-meters';
import { saveMeter } from './save-meter';

/** The meter register: the meters, their installations on wells and a well's meter history. */
export function registerMeterRegisterRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(getMetersEndpoint, (request) => listMeters(db, request.query, context.today()));
  route(saveMeterEndpoint, (request) =>
    saveMeter(db, requireCaller(request), request.body, request.query.requestKey),
  );
  route(installMeterEndpoint, (request) =>
    installMeter(db, requireCaller(request), request.body, context.today(), request.query.requestKey),
  );
  route(getWellMetersEndpoint, (request) => listWellMeters(db, requireCaller(request), request.query.wellId));
}
