import {
  createApiKeyEndpoint,
  getApiKeysEndpoint,
  revokeApiKeyEndpoint,
} from '../../../shared/contracts/api-keys';
import {
  publicApiGeoJsonEndpoint,
  publicApiPumpageEndpoint,
  publicApiSummaryEndpoint,
  publicApiWellsEndpoint,
} from '../../../shared/contracts/public-api';
import { publicApiLevelsEndpoint } from '../../../shared/contracts/monitoring-wells';
import { requireCaller } from '../../plugins/access-guard';
import { DatabaseJson, endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getPublicSummary } from '../public-data';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { listPublicLevels } from './list-public-levels';
import { listPublicPumpage } from './list-public-pumpage';
import { GEOJSON_CONTENT_TYPE, listPublicWellFeatures } from './list-public-well-features';
import { listPublicWells } from './list-public-wells';
import { revokeApiKey } from './revoke-api-key';

/**
 * The agencies' keys (Admin) and the read API under /api/public/v1/, which the access guard opens
 * to a valid key in the X-Api-Key header holding the call's scope. The read API serves what the
 * public pages may show whatever sections the district publishes there (the key is the agency's
 * authorisation), and never a private field.
 */
export function registerApiKeyRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;

  route(getApiKeysEndpoint, () => listApiKeys(db, context.today()));
  route(createApiKeyEndpoint, (request) =>
    createApiKey(db, requireCaller(request), request.body, context.today()),
  );
  route(revokeApiKeyEndpoint, (request) => revokeApiKey(db, requireCaller(request), request.query.id));

  route(
    publicApiWellsEndpoint,
    async (request) => new DatabaseJson(await listPublicWells(db, request.query)),
  );
  route(
    publicApiGeoJsonEndpoint,
    async (request) => new DatabaseJson(await listPublicWellFeatures(db, request.query)),
  );
  route(
    publicApiPumpageEndpoint,
    async (request) => new DatabaseJson(await listPublicPumpage(db, request.query)),
  );
  route(
    publicApiLevelsEndpoint,
    async (request) => new DatabaseJson(await listPublicLevels(db, request.query)),
  );
  route(publicApiSummaryEndpoint, async () => ({ message: 'OK', data: await getPublicSummary(context) }));

  // The router sends database-built JSON as application/json; GeoJSON has a media type of its own.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === publicApiGeoJsonEndpoint.path && reply.statusCode === 200) {
      reply.type(GEOJSON_CONTENT_TYPE);
    }
  });
}
