import {
  deactivateWellEndpoint,
  getWellEndpoint,
  listMapWellsEndpoint,
  listWellsEndpoint,
  saveClientWellDetailsEndpoint,
  saveWellEndpoint,
} from '../../../shared/contracts/wells';
import { requireCaller } from '../../plugins/access-guard';
import { DatabaseJson, endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { deactivateWell } from './deactivate-well';
import { getWell } from './get-well';
import { listMapWells } from './list-map-wells';
import { listWells } from './list-wells';
import { saveClientWellDetails } from './save-client-well-details';
import { saveWell } from './save-well';

export function registerWellRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(
    listWellsEndpoint,
    async (request) =>
      new DatabaseJson(await listWells(context.database.db, requireCaller(request), request.body)),
  );
  route(getWellEndpoint, (request) => getWell(db, requireCaller(request), request.query));
  route(saveWellEndpoint, (request) =>
    saveWell(db, requireCaller(request), request.body, request.query.requestKey),
  );
  route(saveClientWellDetailsEndpoint, (request) =>
    saveClientWellDetails(db, requireCaller(request), request.body),
  );
  route(deactivateWellEndpoint, (request) => deactivateWell(db, requireCaller(request), request.query.id));
  route(
    listMapWellsEndpoint,
    async (request) =>
      new DatabaseJson(await listMapWells(context.database.db, requireCaller(request), request.body)),
  );
}
