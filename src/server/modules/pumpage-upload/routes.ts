import fastifyMultipart from '@fastify/multipart';
import {
  NO_FILE_MESSAGE,
  pumpageUploadTemplateEndpoint,
  uploadWellPumpagesEndpoint,
} from '../../../shared/contracts/pumpage-upload';
import { ValidationError } from '../../errors';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { buildPumpageTemplate } from './build-pumpage-template';
import { countedUpload } from './counted-upload';
import { answerOnlyAfterTheBody } from './discard-unread-body';
import { uploadPumpages } from './upload-pumpages';

/** Pumpage upload and its templates. */
export function registerPumpageUploadRoutes(app: ApiInstance, context: AppContext): void {
  const maxBytes = context.config.uploadMaxBytes;
  endpointRouter(app, context)(pumpageUploadTemplateEndpoint, (request) =>
    buildPumpageTemplate(request.query),
  );

  // Multipart parsing lives in this module's own scope: no other route accepts file uploads.
  void app.register(async (scope: ApiInstance) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
    });
    answerOnlyAfterTheBody(scope, maxBytes);
    endpointRouter(scope, context)(uploadWellPumpagesEndpoint, (request) =>
      countedUpload(context.metrics, async () => {
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
        const upload = {
          fileName: part.filename,
          stream: part.file,
          truncated: () => cut || part.file.truncated,
          maxBytes,
        };
        return uploadPumpages(
          context.database.db,
          caller,
          upload,
          context.today(),
          context.afterPumpageChange,
        );
      }),
    );
  });
}
