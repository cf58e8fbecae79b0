import {
  volumesByClientByAquiferEndpoint,
  volumesByClientByWellUseEndpoint,
} from '../../../shared/contracts/volume-reports';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getVolumesByPoa } from './volume-by-parish-owner-aquifer';
import { getVolumesByUse } from './volume-by-well-use';

/** The volume reports, staff only; groups are paged with pageNumber and pageSize. */
export function registerVolumeReportRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  route(volumesByClientByAquiferEndpoint, (request) =>
    getVolumesByPoa(context, requireCaller(request), request.body),
  );
  route(volumesByClientByWellUseEndpoint, (request) =>
    getVolumesByUse(context, requireCaller(request), request.body),
  );
}
