import {
  getReadingPhotoEndpoint,
  READING_PHOTO_MAX_BYTES,
  uploadReadingPhotoEndpoint,
  uploadReadingsEndpoint,
} from '../../../shared/contracts/meter-readings';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import { receiveOneFile, registerFileUploadScope } from '../../plugins/file-upload';
import type { ApiInstance, AppContext } from '../context';
import { readingPhotoFile, uploadReadingPhoto } from './reading-photo';
import { uploadReadings } from './upload-readings';

/** A reading's photo (upload and view) and staff's files of readings. */
export function registerReadingFileRoutes(app: ApiInstance, context: AppContext): void {
  const db = context.database.db;
  endpointRouter(app, context)(getReadingPhotoEndpoint, (request) =>
    readingPhotoFile(db, requireCaller(request), request.query.readingId),
  );

  registerFileUploadScope(app, READING_PHOTO_MAX_BYTES, (scope) =>
    endpointRouter(scope, context)(uploadReadingPhotoEndpoint, async (request) =>
      uploadReadingPhoto(
        db,
        requireCaller(request),
        request.query.readingId,
        await receiveOneFile(request, READING_PHOTO_MAX_BYTES),
      ),
    ),
  );

  const maxBytes = context.config.uploadMaxBytes;
  registerFileUploadScope(app, maxBytes, (scope) =>
    endpointRouter(scope, context)(uploadReadingsEndpoint, async (request) =>
      uploadReadings(db, requireCaller(request), await receiveOneFile(request, maxBytes), context.today()),
    ),
  );
}
