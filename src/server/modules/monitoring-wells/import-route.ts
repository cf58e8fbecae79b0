import {
  importMeasurementsEndpoint,
  MEASUREMENT_FILE_MAX_BYTES,
} from '../../../shared/contracts/monitoring-wells';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import { receiveOneFile, registerFileUploadScope } from '../../plugins/file-upload';
import type { ApiInstance, AppContext } from '../context';
import { importMeasurements } from './import-measurements';

/** POST ImportMeasurements, in its own multipart scope bounded by the measurement files' limit. */
export function registerMeasurementImportRoute(app: ApiInstance, context: AppContext): void {
  const maxBytes = Math.min(context.config.uploadMaxBytes, MEASUREMENT_FILE_MAX_BYTES);
  registerFileUploadScope(app, maxBytes, (scope) =>
    endpointRouter(scope, context)(importMeasurementsEndpoint, async (request) => {
      const caller = requireCaller(request);
      return importMeasurements(context, caller, await receiveOneFile(request, maxBytes));
    }),
  );
}
