import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import {
  downloadPublicPumpageEndpoint,
  getPublicSummaryEndpoint,
  getPublicWellsEndpoint,
  type PublicPumpageGroup,
  type PublicSummary,
} from '../../../shared/contracts/public-data';
import {
  getPublicLevelsEndpoint,
  getPublicMonitoringWellsEndpoint,
} from '../../../shared/contracts/monitoring-wells';
import type { FileAnswer } from '../../plugins/endpoint-routes';
import type { AppContext } from '../context';
import { downloadPublicPumpage } from './download-public-pumpage';
import { getPublicSummary as loadPublicSummary } from './get-public-summary';
import { getPublicLevels } from './get-public-levels';
import { getPublicMonitoringWells } from './get-public-monitoring-wells';
import { getPublicWells } from './get-public-wells';
import type { EncodedJson, PublicAnswer } from './public-answer-cache';

const gzip = promisify(gzipCallback);

/*
 * The anonymous answers through the app's cache of public answers (`context.publicAnswers`),
 * each under its path and its validated query, so no made-up query string adds an entry. They read
 * the primary: a replica that has not yet replayed a change would put the old answer back in the
 * cache after the change's announcement has emptied it.
 */

const SUMMARY_KEY = getPublicSummaryEndpoint.path;

/** JSON text as it is sent: once as bytes and once compressed, whatever the number of readers. */
async function encoded(json: string): Promise<EncodedJson> {
  const body = Buffer.from(json, 'utf8');
  return { body, gzipped: await gzip(body) };
}
const WELLS_KEY = getPublicWellsEndpoint.path;
const MONITORING_WELLS_KEY = getPublicMonitoringWellsEndpoint.path;

function unexpected(key: string, answer: PublicAnswer): never {
  throw new Error(`The public answer kept under ${key} is a ${answer.kind}`);
}

async function summaryAnswer(context: AppContext): Promise<Extract<PublicAnswer, { kind: 'summary' }>> {
  const answer = await context.publicAnswers.get(SUMMARY_KEY, async () => {
    const summary = await loadPublicSummary(context.database.db, context.today());
    return {
      kind: 'summary',
      summary,
      json: await encoded(JSON.stringify({ message: 'OK', data: summary })),
    };
  });
  return answer.kind === 'summary' ? answer : unexpected(SUMMARY_KEY, answer);
}

/** What the district publishes, as the public pages and the read API show it (cached). */
export async function getPublicSummary(context: AppContext): Promise<PublicSummary> {
  return (await summaryAnswer(context)).summary;
}

/** GetSummary's response body, encoded (cached). */
export async function publicSummaryJson(context: AppContext): Promise<EncodedJson> {
  return (await summaryAnswer(context)).json;
}

/** A JSON answer loaded by `load` and kept under `key` (cached). */
async function cachedJson(
  context: AppContext,
  key: string,
  load: () => Promise<string>,
): Promise<EncodedJson> {
  const answer = await context.publicAnswers.get(key, async () => ({
    kind: 'json',
    json: await encoded(await load()),
  }));
  return answer.kind === 'json' ? answer.json : unexpected(key, answer);
}

/** GetWells' response body, encoded (cached). */
export function publicWellsJson(context: AppContext): Promise<EncodedJson> {
  return cachedJson(context, WELLS_KEY, () => getPublicWells(context.database.db));
}

/** GetMonitoringWells' response body, encoded (cached). */
export function publicMonitoringWellsJson(context: AppContext): Promise<EncodedJson> {
  return cachedJson(context, MONITORING_WELLS_KEY, () => getPublicMonitoringWells(context.database.db));
}

/** GetLevels' response body for one well, encoded (cached); a 404 is never kept. */
export function publicLevelsJson(context: AppContext, monitoringWellId: number): Promise<EncodedJson> {
  const key = `${getPublicLevelsEndpoint.path}?monitoringWellId=${monitoringWellId}`;
  return cachedJson(context, key, () => getPublicLevels(context.database.db, monitoringWellId));
}

/** DownloadPumpage's CSV file (cached); 404 while pumpage is not published, which is never kept. */
export async function publicPumpageFile(context: AppContext, by: PublicPumpageGroup): Promise<FileAnswer> {
  const key = `${downloadPublicPumpageEndpoint.path}?by=${by}`;
  const answer = await context.publicAnswers.get(key, async () => {
    const file = downloadPublicPumpage((await getPublicSummary(context)).pumpage, by);
    return { kind: 'file', ...file };
  });
  if (answer.kind !== 'file') return unexpected(key, answer);
  return { contentType: answer.contentType, fileName: answer.fileName, body: answer.body };
}
