import { errorResponseSchema } from '../../../shared/contracts/common';
import {
  historicPumpageRequestSchema,
  historicPumpageResponseSchema,
  hourlyPumpageRequestSchema,
  hourlyPumpageResponseSchema,
} from '../../../shared/contracts/water-data';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { trustedJsonSerializer } from '../../plugins/trusted-json';
import { getHistoricWellPumpages } from './get-historic-well-pumpages';
import { getHourlyWellPumpageData } from './get-hourly-well-pumpage-data';

const tags = ['Water Data'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The Water Data tabs' calls (spec section 7). The daily tab uses GetDailyWellPumpageData of the
 * dashboard module. Rows come from SQL already in the contract's shape, hence the plain serializer.
 */
export function registerWaterDataRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/GetAllHistoricWellPumpages',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: {
        tags,
        description:
          'A row per year (newest first) with twelve monthly sums in 1000 gal; without years the last ten.',
        body: historicPumpageRequestSchema,
        response: { 200: historicPumpageResponseSchema, ...errors },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => getHistoricWellPumpages(context, requireCaller(request), request.body),
  );

  app.post(
    '/api/GetHourlyWellPumpageData',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        description:
          'Role Admin only. A row per day with hour0..hour23 in 1000 gal; without dates the 7 days ending yesterday.',
        body: hourlyPumpageRequestSchema,
        response: { 200: hourlyPumpageResponseSchema, ...errors },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => getHourlyWellPumpageData(context, requireCaller(request), request.body),
  );
}
