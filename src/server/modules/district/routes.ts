import {
  districtLogoEndpoint,
  getDistrictProfileEndpoint,
  updateDistrictLogoEndpoint,
  updateDistrictProfileEndpoint,
} from '../../../shared/contracts/district';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { districtLogoFile, saveDistrictLogo } from './district-logo';
import { getDistrictProfile, saveDistrictProfile } from './district-profile';

/** The district profile and logo: read by everyone signed in (invoices show them), kept by an Admin. */
export function registerDistrictRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(getDistrictProfileEndpoint, async () => ({ message: 'OK', data: await getDistrictProfile(db) }));
  route(updateDistrictProfileEndpoint, (request) =>
    saveDistrictProfile(db, requireCaller(request), request.body),
  );
  route(updateDistrictLogoEndpoint, (request) =>
    saveDistrictLogo(db, requireCaller(request), request.body.logo),
  );
  route(districtLogoEndpoint, () => districtLogoFile(db));
}
