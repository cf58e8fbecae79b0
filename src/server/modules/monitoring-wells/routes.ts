import {
  getAquiferComparisonEndpoint,
  getMeasurementsEndpoint,
  getMonitoringWellsEndpoint,
  saveMeasurementEndpoint,
  saveMonitoringWellEndpoint,
} from '../../../shared/contracts/monitoring-wells';
import { loggableError } from '../../db/client';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getAquiferComparison } from './aquifer-comparison';
import { getMeasurements } from './get-measurements';
import { registerMeasurementImportRoute } from './import-route';
import { scheduleMonitoringAlertRetry } from './monitoring-alert-schedule';
import { alertOnMeasurements } from './monitoring-alerts';
import { listMonitoringWells } from './monitoring-well-sql';
import { saveMeasurement } from './save-measurement';
import { saveMonitoringWell } from './save-monitoring-well';
import { scheduleUsgsFetch } from './usgs-fetch-job';

/**
 * Monitoring wells: the wells, their measurements and alerts, the file import, the aquifer
 * comparison (staff), the nightly retry of failed alerts and the optional nightly USGS fetch.
 */
export function registerMonitoringWellRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(getMonitoringWellsEndpoint, (request) =>
    context.reads.run(request, async (reads) => ({
      message: 'OK',
      data: await listMonitoringWells(reads, { aquiferId: request.query.aquiferId }),
    })),
  );
  route(saveMonitoringWellEndpoint, (request) =>
    saveMonitoringWell(db, requireCaller(request), request.body, request.query.requestKey),
  );
  route(getMeasurementsEndpoint, (request) =>
    context.reads.run(request, (reads) => getMeasurements(reads, request.query.monitoringWellId)),
  );
  route(saveMeasurementEndpoint, async (request) => {
    const saved = await saveMeasurement(db, requireCaller(request), request.body, request.query.requestKey);
    try {
      await alertOnMeasurements(context, [saved.id]);
    } catch (error) {
      // The measurement is saved; an alert it should raise is claimed on the next save or import.
      app.log.warn({ err: loggableError(error) }, 'Monitoring alerts could not be checked after a save');
    }
    return saved;
  });
  route(getAquiferComparisonEndpoint, (request) =>
    context.reads.run(request, (reads) => getAquiferComparison(reads, request.query)),
  );
  registerMeasurementImportRoute(app, context);
  scheduleMonitoringAlertRetry(app, context);
  scheduleUsgsFetch(app, context);
}
