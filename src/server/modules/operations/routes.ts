import { healthEndpoint, metricsEndpoint, readinessEndpoint } from '../../../shared/contracts/operations';
import { loggableError, MIGRATIONS_FOLDER } from '../../db/client';
import { readMigrationJournal } from '../../db/migration-status';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { checkReadiness } from './readiness';
import { checkScrapeToken } from './scrape-access';

/** Probes and scrapes come every few seconds: their requests are logged only when they fail. */
const QUIET = { logLevel: 'warn' } as const;

/** Health, readiness and the Prometheus metrics. */
export function registerOperationsRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const knownMigrations = readMigrationJournal(MIGRATIONS_FOLDER);

  route(healthEndpoint, () => ({ status: 'ok' as const }), QUIET);
  route(
    readinessEndpoint,
    (request) =>
      checkReadiness(
        context.database,
        knownMigrations,
        (error) => request.log.warn({ err: loggableError(error) }, 'readiness: the database does not answer'),
        context.reads.replicaState(),
      ),
    QUIET,
  );
  route(
    metricsEndpoint,
    async (request) => {
      checkScrapeToken(context.config.metricsToken, request.headers.authorization);
      const { contentType, text } = await context.metrics.exposition();
      return { contentType, fileName: 'metrics.txt', body: text, inline: true };
    },
    QUIET,
  );
}
