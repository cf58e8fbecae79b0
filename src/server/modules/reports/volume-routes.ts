import {
  volumesByClientByAquiferEndpoint,
  volumesByClientByWellUseEndpoint,
} from '../../../shared/contracts/volume-reports';
import { requireCaller } from '../../plugins/access-guard';
import { DatabaseJson, endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getVolumesByPoa } from './volume-by-parish-owner-aquifer';
import { getVolumesByUse } from './volume-by-well-use';

/** The volume reports, staff only; groups are paged with pageNumber and pageSize. */
export function registerVolumeReportRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { reads } = context;
  route(
    volumesByClientByAquiferEndpoint,
    async (request) =>
      new DatabaseJson(
        await reads.run(request, (db) => getVolumesByPoa(db, requireCaller(request), request.body)),
      ),
  );
  route(
    volumesByClientByWellUseEndpoint,
    async (request) =>
      new DatabaseJson(
        await reads.run(request, (db) => getVolumesByUse(db, requireCaller(request), request.body)),
      ),
  );
}
