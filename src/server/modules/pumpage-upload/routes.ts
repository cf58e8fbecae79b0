import {
  pumpageUploadTemplateEndpoint,
  uploadWellPumpagesEndpoint,
} from '../../../shared/contracts/pumpage-upload';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import { receiveOneFile, registerFileUploadScope } from '../../plugins/file-upload';
import type { ApiInstance, AppContext } from '../context';
import { buildPumpageTemplate } from './build-pumpage-template';
import { countedUpload } from './counted-upload';
import { uploadPumpages } from './upload-pumpages';

/** Pumpage upload and its templates. */
export function registerPumpageUploadRoutes(app: ApiInstance, context: AppContext): void {
  const maxBytes = context.config.uploadMaxBytes;
  endpointRouter(app, context)(pumpageUploadTemplateEndpoint, (request) =>
    buildPumpageTemplate(request.query),
  );

  registerFileUploadScope(app, maxBytes, (scope) =>
    endpointRouter(scope, context)(uploadWellPumpagesEndpoint, (request) =>
      countedUpload(context.metrics, async () => {
        const caller = requireCaller(request);
        const upload = await receiveOneFile(request, maxBytes);
        return uploadPumpages(
          context.database.db,
          caller,
          upload,
          context.today(),
          context.afterPumpageChange,
        );
      }),
    ),
  );
}
