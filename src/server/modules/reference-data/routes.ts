import {
  getAquiferEndpoint,
  getParishEndpoint,
  getWellUseCategoryEndpoint,
  getWellUseEndpoint,
  listAquifersEndpoint,
  listParishesEndpoint,
  listWellUseCategoriesEndpoint,
  listWellUsesEndpoint,
  saveAquiferEndpoint,
  saveParishEndpoint,
  saveWellUseCategoryEndpoint,
  saveWellUseEndpoint,
} from '../../../shared/contracts/reference-data';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getAquifer } from './get-aquifer';
import { getParish } from './get-parish';
import { getWellUse } from './get-well-use';
import { getWellUseCategory } from './get-well-use-category';
import { listAquifers } from './list-aquifers';
import { listParishes } from './list-parishes';
import { listWellUseCategories } from './list-well-use-categories';
import { listWellUses } from './list-well-uses';
import { saveAquifer } from './save-aquifer';
import { saveParish } from './save-parish';
import { saveWellUse } from './save-well-use';
import { saveWellUseCategory } from './save-well-use-category';

/** Parishes, aquifers, well-use categories and well uses. */
export function registerReferenceDataRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(listParishesEndpoint, () => listParishes(db));
  route(getParishEndpoint, (request) => getParish(db, request.query.id));
  route(saveParishEndpoint, (request) =>
    saveParish(db, requireCaller(request), request.body, request.query.requestKey),
  );

  route(listAquifersEndpoint, () => listAquifers(db));
  route(getAquiferEndpoint, (request) => getAquifer(db, request.query.id));
  route(saveAquiferEndpoint, (request) =>
    saveAquifer(db, requireCaller(request), request.body, request.query.requestKey),
  );

  route(listWellUseCategoriesEndpoint, () => listWellUseCategories(db));
  route(getWellUseCategoryEndpoint, (request) => getWellUseCategory(db, request.query.id));
  route(saveWellUseCategoryEndpoint, (request) =>
    saveWellUseCategory(db, requireCaller(request), request.body, request.query.requestKey),
  );

  route(listWellUsesEndpoint, () => listWellUses(db));
  route(getWellUseEndpoint, (request) => getWellUse(db, request.query.id));
  route(saveWellUseEndpoint, (request) =>
    saveWellUse(db, requireCaller(request), request.body, request.query.requestKey),
  );
}
