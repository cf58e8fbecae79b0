import {
  downloadPublicPumpageEndpoint,
  getPublicDataSettingsEndpoint,
  getPublicSummaryEndpoint,
  getPublicWellsEndpoint,
  PUBLIC_RATE_LIMITED,
  updatePublicDataSettingsEndpoint,
} from '../../../shared/contracts/public-data';
import {
  getPublicLevelsEndpoint,
  getPublicMonitoringWellsEndpoint,
} from '../../../shared/contracts/monitoring-wells';
import { requireCaller } from '../../plugins/access-guard';
import { DatabaseJson, endpointRouter, type EndpointHooks } from '../../plugins/endpoint-routes';
import { WindowLimiter } from '../../window-limiter';
import type { ApiInstance, AppContext } from '../context';
import { getPublicDataSettings } from './get-public-data-settings';
import type { EncodedJson } from './public-answer-cache';
import {
  publicLevelsJson,
  publicMonitoringWellsJson,
  publicPumpageFile,
  publicSummaryJson,
  publicWellsJson,
} from './public-answers';
import { updatePublicDataSettings } from './update-public-data-settings';

/**
 * The public pages' calls (anonymous, cached, limited per address before anything else is read)
 * and the settings of what they publish (staff read them, an Admin chooses).
 */
export function registerPublicDataRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const perAddress = new WindowLimiter({
    limit: context.config.publicRequestsPerMinute,
    windowMs: 60_000,
    message: PUBLIC_RATE_LIMITED,
  });
  const limited: EndpointHooks = {
    preValidation: async (request) => {
      perAddress.take(request.ip);
    },
  };
  const sent = ({ body, gzipped }: EncodedJson) => new DatabaseJson(body, gzipped);
  route(getPublicSummaryEndpoint, async () => sent(await publicSummaryJson(context)), limited);
  route(getPublicWellsEndpoint, async () => sent(await publicWellsJson(context)), limited);
  route(
    getPublicMonitoringWellsEndpoint,
    async () => sent(await publicMonitoringWellsJson(context)),
    limited,
  );
  route(
    getPublicLevelsEndpoint,
    async (request) => sent(await publicLevelsJson(context, request.query.monitoringWellId)),
    limited,
  );
  route(downloadPublicPumpageEndpoint, (request) => publicPumpageFile(context, request.query.by), limited);
  route(getPublicDataSettingsEndpoint, async () => ({
    message: 'OK',
    data: await getPublicDataSettings(db),
  }));
  route(updatePublicDataSettingsEndpoint, async (request) => {
    const answer = await updatePublicDataSettings(db, requireCaller(request), request.body);
    // The database announces the change too; this instance's next answer must not wait for it.
    context.publicAnswers.forgetAll();
    return answer;
  });
}
