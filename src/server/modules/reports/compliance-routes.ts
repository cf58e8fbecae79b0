import { errorResponseSchema } from '../../../shared/contracts/common';
import {
  complianceDownloadQuerySchema,
  complianceReportRequestSchema,
  complianceReportSchema,
} from '../../../shared/contracts/compliance-report';
import { ACCESS } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { trustedJsonSerializer } from '../../plugins/trusted-json';
import { getComplianceReport } from './compliance-report';
import { downloadComplianceReport } from './compliance-download';

const tags = ['Reports'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The compliance report and its Excel export (spec section 7); staff only (spec section 6). */
export function registerComplianceReportRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/GetComplianceReport',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        description:
          'Every active well the filters match with its pumpage (kgal) per chosen quarter of the year ' +
          'and the two before it; null is a quarter without any daily row (missing), 0 a reported zero.',
        body: complianceReportRequestSchema,
        response: { 200: complianceReportSchema, ...errors },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => getComplianceReport(context, requireCaller(request), request.body),
  );

  app.get(
    '/api/DownloadComplianceReport',
    {
      config: { access: { minLevel: ACCESS.staff } },
      schema: {
        tags,
        description:
          'The compliance report as ComplianceReport_{year}.xlsx. quarterString, clientId and aquiferId ' +
          'are comma lists (e.g. quarterString=1,3).',
        querystring: complianceDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await downloadComplianceReport(context, requireCaller(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
