import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  getReadingPhotoEndpoint,
  READING_PHOTO_MAX_BYTES,
  uploadReadingPhotoEndpoint,
  uploadReadingsEndpoint,
} from '../../../shared/contracts/meter-readings';
import { NO_FILE_MESSAGE } from '../../../shared/contracts/pumpage-upload';
import { ValidationError } from '../../errors';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { answerOnlyAfterTheBody } from '../pumpage-upload';
import { readingPhotoFile, uploadReadingPhoto } from './reading-photo';
import { uploadReadings } from './upload-readings';

/** The multipart field `file` of an upload, its stream cut by the parser at `maxBytes`. */
async function uploadedFile(request: FastifyRequest, maxBytes: number) {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'file' || !part.filename) {
    part?.file.resume();
    throw new ValidationError(NO_FILE_MESSAGE);
  }
  let cut = false;
  part.file.on('limit', () => {
    cut = true;
  });
  return {
    fileName: part.filename,
    stream: part.file,
    truncated: () => cut || part.file.truncated,
    maxBytes,
  };
}

/**
 * A scope that parses multipart bodies of at most `maxBytes` of file, answering only once the body
 * has arrived (as the pumpage upload does): no route outside such a scope accepts file uploads.
 */
function uploadScope(app: ApiInstance, maxBytes: number, register: (scope: ApiInstance) => void): void {
  void app.register(async (scope: ApiInstance) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
    });
    answerOnlyAfterTheBody(scope, maxBytes);
    register(scope);
  });
}

/** A reading's photo (upload and view) and staff's files of readings. */
export function registerReadingFileRoutes(app: ApiInstance, context: AppContext): void {
  const db = context.database.db;
  endpointRouter(app, context)(getReadingPhotoEndpoint, (request) =>
    readingPhotoFile(db, requireCaller(request), request.query.readingId),
  );

  uploadScope(app, READING_PHOTO_MAX_BYTES, (scope) =>
    endpointRouter(scope, context)(uploadReadingPhotoEndpoint, async (request) =>
      uploadReadingPhoto(
        db,
        requireCaller(request),
        request.query.readingId,
        await uploadedFile(request, READING_PHOTO_MAX_BYTES),
      ),
    ),
  );

  const maxBytes = context.config.uploadMaxBytes;
  uploadScope(app, maxBytes, (scope) =>
    endpointRouter(scope, context)(uploadReadingsEndpoint, async (request) =>
      uploadReadings(db, requireCaller(request), await uploadedFile(request, maxBytes), context.today()),
    ),
  );
}
