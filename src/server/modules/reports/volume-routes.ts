import { errorResponseSchema } from '../../../shared/contracts/common';
import {
  volumeReportResponseSchema,
  volumesByPoaRequestSchema,
  volumesByUseRequestSchema,
} from '../../../shared/contracts/volume-reports';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { trustedJsonSerializer } from '../../plugins/trusted-json';
import { getVolumesByPoa } from './volume-by-parish-owner-aquifer';
import { getVolumesByUse } from './volume-by-well-use';

const tags = ['Reports'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const PERIOD =
  'Pumpage in thousands of gallons over the period (years and/or dates); wells without pumpage in it are left out.';

/** The volume reports (spec section 7), staff only; groups are paged with pageNumber and pageSize. */
export function registerVolumeReportRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/GetWellPumpageVolumesByClientByAquifer',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        description: `One page of groups by parish, client and aquifer, each with its wells. ${PERIOD}`,
        body: volumesByPoaRequestSchema,
        response: { 200: volumeReportResponseSchema, ...errors },
      },
      // Rows are JSON built by the statement from an explicit field list; the API tests check the shape.
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => getVolumesByPoa(context, requireCaller(request), request.body),
  );

  app.post(
    '/api/GetWellPumpageVolumesByClientByWellUses',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        description: `One page of groups by client and well use, each with its wells. ${PERIOD}`,
        body: volumesByUseRequestSchema,
        response: { 200: volumeReportResponseSchema, ...errors },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => getVolumesByUse(context, requireCaller(request), request.body),
  );
}
