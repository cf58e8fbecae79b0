import { errorResponseSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  deleteWellPumpagesSchema,
  pumpageFilterSchema,
  pumpagePageQuerySchema,
  wellPumpagePageSchema,
} from '../../../shared/contracts/pumpage';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { sendJsonText } from '../../plugins/trusted-json';
import { deleteWellPumpages } from './delete-well-pumpages';
import { listWellPumpages } from './list-well-pumpages';

const tags = ['Pumpage'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The pumpage management table (spec section 7: GetAllWellPumpages, DeleteWellPumpages). */
export function registerPumpageRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/GetAllWellPumpages',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: {
        tags,
        description: 'One page (1-based) of daily pumpage rows, scoped to the caller’s clients.',
        body: pumpageFilterSchema,
        querystring: pumpagePageQuerySchema,
        response: { 200: wellPumpagePageSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await listWellPumpages(context, requireCaller(request), request.body, request.query),
      ),
  );

  app.post(
    '/api/DeleteWellPumpages',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        description:
          'Deletes daily rows and the hourly rows of the same well-days; 409 when an invoice was built from them.',
        body: deleteWellPumpagesSchema,
        response: { 200: messageResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => deleteWellPumpages(context, requireCaller(request), request.body),
  );
}
