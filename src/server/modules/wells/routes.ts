import { errorResponseSchema, savedResponseSchema } from '../../../shared/contracts/common';
import { mapWellFilterSchema, saveWellSchema, wellFilterSchema } from '../../../shared/contracts/wells';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import { sendJsonText } from '../../plugins/trusted-json';
import type { ApiInstance, AppContext } from '../context';
import { deactivateWell } from './deactivate-well';
import { getWell } from './get-well';
import { listMapWells } from './list-map-wells';
import { listWells } from './list-wells';
import { saveClientWellDetails } from './save-client-well-details';
import { saveWell } from './save-well';
import {
  mapWellListResponseSchema,
  saveClientWellDetailsSchema,
  wellByIdQuerySchema,
  wellDetailResponseSchema,
  wellIdQuerySchema,
  wellListResponseSchema,
} from './well-requests';

const tags = ['Wells'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Wells (spec section 7, Well/*). Reading is open from level 10 (owner Wells) and scoped to the
 * caller's clients below staff level; the map sits on the dashboards (level 20); an owner manager
 * (40) keeps the owner well name and comment current; everything else is staff work (50).
 */
export function registerWellRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/Well/GetWellsWithFilters',
    {
      config: { access: { minLevel: ACCESS.ownerWells } },
      schema: { tags, body: wellFilterSchema, response: { 200: wellListResponseSchema, ...errors } },
    },
    async (request, reply) =>
      sendJsonText(reply, await listWells(context, requireCaller(request), request.body)),
  );

  app.get(
    '/api/Well/GetWellById',
    {
      config: { access: { minLevel: ACCESS.ownerWells } },
      schema: {
        tags,
        querystring: wellByIdQuerySchema,
        response: { 200: wellDetailResponseSchema, ...errors },
      },
    },
    (request) => getWell(context, requireCaller(request), request.query),
  );

  app.post(
    '/api/Well/SaveWell',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        body: saveWellSchema,
        response: { 200: savedResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => saveWell(context, requireCaller(request), request.body),
  );

  app.post(
    '/api/Well/SaveClientWellDetails',
    {
      config: { access: { minLevel: ACCESS.clientManager } },
      schema: {
        tags,
        description: 'The owner well name and comment of one of the caller’s wells (not in spec section 7).',
        body: saveClientWellDetailsSchema,
        response: { 200: savedResponseSchema, ...errors },
      },
    },
    (request) => saveClientWellDetails(context, requireCaller(request), request.body),
  );

  app.put(
    '/api/Well/DeactivateWell',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        description: 'The Delete Well action: deactivates the well, keeping its pumpage and billing history.',
        querystring: wellIdQuerySchema,
        response: { 200: savedResponseSchema, ...errors },
      },
    },
    (request) => deactivateWell(context, requireCaller(request), request.query.id),
  );

  app.post(
    '/api/Well/GetMapWells',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: {
        tags,
        description: 'Markers of the dashboards’ well map: active wells with coordinates.',
        body: mapWellFilterSchema,
        response: { 200: mapWellListResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await listMapWells(context, requireCaller(request), request.body)),
  );
}
