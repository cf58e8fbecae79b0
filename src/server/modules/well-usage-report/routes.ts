import { errorResponseSchema } from '../../../shared/contracts/common';
import {
  wellUsageReportRequestSchema,
  wellUsageReportResponseSchema,
} from '../../../shared/contracts/well-usage-report';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { getWellUsageReport } from './get-well-usage-report';

const tags = ['Well usage report'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The well usage report (/well/well-usage-report, /client/well/well-usage-report). */
export function registerWellUsageReportRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/GetWellUsageReport',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: {
        tags,
        description:
          'Not in the spec: per well of a client (or one well) for a calendar year, monthly and quarter ' +
          'totals in kgal, the quarter as billed (whole kgal, cents at $65 per million gallons) and the ' +
          'days without data up to yesterday. Without a year: the current year (district time).',
        body: wellUsageReportRequestSchema,
        response: { 200: wellUsageReportResponseSchema, ...errors },
      },
    },
    (request) => getWellUsageReport(context, requireCaller(request), request.body),
  );
}
