import { deleteWellPumpagesEndpoint, listWellPumpagesEndpoint } from '../../../shared/contracts/pumpage';
import { requireCaller } from '../../plugins/access-guard';
import { DatabaseJson, endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { deleteWellPumpages } from './delete-well-pumpages';
import { listWellPumpages } from './list-well-pumpages';

/** The pumpage management table: its pages and the deletion of rows. */
export function registerPumpageRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(
    listWellPumpagesEndpoint,
    async (request) =>
      new DatabaseJson(
        await listWellPumpages(context.database.db, requireCaller(request), request.body, request.query),
      ),
  );
  route(deleteWellPumpagesEndpoint, (request) =>
    deleteWellPumpages(db, requireCaller(request), request.body),
  );
}
