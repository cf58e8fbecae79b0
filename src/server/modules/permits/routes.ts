import {
  downloadPermitUseEndpoint,
  getDistrictCutsEndpoint,
  getPermitSettingsEndpoint,
  getPermitUseEndpoint,
  getWellPermitsEndpoint,
  saveDistrictCutEndpoint,
  savePermitEndpoint,
  savePermitSettingsEndpoint,
} from '../../../shared/contracts/permits';
import { loggableError } from '../../db/client';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext, PumpageChange } from '../context';
import { sendCutNotices } from './cut-notices';
import { listDistrictCuts, saveDistrictCut } from './district-cuts';
import { checkPermitAlerts } from './permit-alerts';
import { schedulePermitJob } from './permit-schedule';
import { loadPermitSettings, savePermitSettings } from './permit-settings';
import { listPermitUse } from './permit-use-list';
import { permitUseFile } from './permit-use-file';
import { savePermit } from './save-permit';
import { getWellPermits } from './well-permits';

/**
 * What the app calls once pumpage has changed: the wells' permit alerts are checked. A failure is
 * logged, never the caller's: the nightly check picks the alerts up.
 */
export function checkPermitsAfterPumpage(app: ApiInstance, context: AppContext) {
  return async (change: PumpageChange): Promise<void> => {
    if (change.wellIds.length === 0) return;
    try {
      await checkPermitAlerts(context.database.db, {
        today: context.today(),
        mailer: context.mailer,
        wellIds: change.wellIds,
        changedFrom: change.from,
      });
    } catch (error) {
      app.log.warn(
        { err: loggableError(error) },
        'Permit alerts could not be checked after a pumpage change',
      );
    }
  };
}

/** Permits: terms and their history, use against them, district cuts, settings and the nightly check. */
export function registerPermitRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  route(getWellPermitsEndpoint, (request) =>
    getWellPermits(db, requireCaller(request), request.query.wellId, context.today()),
  );
  route(savePermitEndpoint, async (request) => {
    const saved = await savePermit(db, requireCaller(request), request.body, request.query.requestKey);
    await context.afterPumpageChange({ wellIds: [request.body.wellId] });
    return saved;
  });
  route(getPermitUseEndpoint, (request) =>
    context.reads.run(request, (reads) =>
      listPermitUse(reads, requireCaller(request), request.query, context.today()),
    ),
  );
  route(downloadPermitUseEndpoint, (request) =>
    context.reads.run(request, (reads) =>
      permitUseFile(reads, requireCaller(request), request.query, context.today()),
    ),
  );
  route(saveDistrictCutEndpoint, async (request) => {
    const saved = await saveDistrictCut(
      db,
      requireCaller(request),
      request.body,
      context.today(),
      request.query.requestKey,
    );
    try {
      await sendCutNotices(db, saved.id, { today: context.today(), mailer: context.mailer });
    } catch (error) {
      app.log.warn(
        { err: loggableError(error) },
        'District cut notices could not be sent; the nightly check retries',
      );
    }
    return saved;
  });
  route(getDistrictCutsEndpoint, () => listDistrictCuts(db, context.today()));
  route(getPermitSettingsEndpoint, async () => ({ message: 'OK', data: await loadPermitSettings(db) }));
  route(savePermitSettingsEndpoint, (request) =>
    savePermitSettings(db, requireCaller(request), request.body),
  );
  schedulePermitJob(app, context);
}
