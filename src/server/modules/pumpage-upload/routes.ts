import fastifyMultipart from '@fastify/multipart';
import { errorResponseSchema } from '../../../shared/contracts/common';
import {
  NO_FILE_MESSAGE,
  pumpageTemplateQuerySchema,
  uploadPumpageResponseSchema,
} from '../../../shared/contracts/pumpage-upload';
import { ACCESS } from '../../../shared/rules/access';
import { ValidationError } from '../../errors';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { buildPumpageTemplate } from './build-pumpage-template';
import { answerOnlyAfterTheBody } from './discard-unread-body';
import { uploadPumpages } from './upload-pumpages';

const tags = ['Pumpage'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
};

/** Pumpage upload (issue 5 item 2) and its templates; level 20 and up (spec section 6). */
export function registerPumpageUploadRoutes(app: ApiInstance, context: AppContext): void {
  const maxBytes = context.config.uploadMaxBytes;

  app.get(
    '/api/PumpageUploadTemplate',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: {
        tags,
        description: 'Not in the spec: the upload template of a layout (daily or hourly) as CSV or XLSX.',
        querystring: pumpageTemplateQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await buildPumpageTemplate(request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  // Multipart parsing lives in this module's own scope: no other route accepts file uploads.
  void app.register(async (scope: ApiInstance) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
    });
    answerOnlyAfterTheBody(scope, maxBytes);
    scope.post(
      '/api/UploadWellPumpages',
      {
        config: { access: { minLevel: ACCESS.ownerDashboard } },
        schema: {
          tags,
          description:
            'Multipart field `file`: CSV or XLSX with header WellNumber,Date,Pumpage (daily) or ' +
            'WellNumber,Date,Hour,Pumpage (hourly). The whole file is validated before anything is written.',
          consumes: ['multipart/form-data'],
          response: { 200: uploadPumpageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const part = request.isMultipart() ? await request.file() : undefined;
        if (!part || part.fieldname !== 'file' || !part.filename) {
          part?.file.resume();
          throw new ValidationError(NO_FILE_MESSAGE);
        }
        let cut = false;
        part.file.on('limit', () => {
          cut = true;
        });
        return uploadPumpages(context, caller, {
          fileName: part.filename,
          stream: part.file,
          truncated: () => cut || part.file.truncated,
          maxBytes,
        });
      },
    );
  });
}
