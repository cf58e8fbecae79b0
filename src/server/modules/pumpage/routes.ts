import {
  deleteWellPumpagesEndpoint,
  getWellQuarterPumpageEndpoint,
  listWellPumpagesEndpoint,
  updateWellQuarterPumpageEndpoint,
} from '../../../shared/contracts/pumpage';
import { requireCaller } from '../../plugins/access-guard';
import { DatabaseJson, endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { deleteWellPumpages } from './delete-well-pumpages';
import { getWellQuarterPumpage } from './get-well-quarter-pumpage';
import { listWellPumpages } from './list-well-pumpages';
import { updateWellQuarterPumpage } from './update-well-quarter-pumpage';

/** The pumpage management table: its pages, the deletion of rows and the quarter update form. */
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
  route(getWellQuarterPumpageEndpoint, (request) =>
    getWellQuarterPumpage(db, requireCaller(request), request.query, context.today()),
  );
  route(updateWellQuarterPumpageEndpoint, async (request) => {
    const { query } = request;
    const answer = await updateWellQuarterPumpage(
      db,
      requireCaller(request),
      query,
      request.body,
      context.today(),
    );
    await context.afterPumpageChange({ wellIds: [query.wellId] });
    return answer;
  });
}
