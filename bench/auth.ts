import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { insertAccessMatrix } from '../src/server/test/factories/people';
import { AccessTokens } from '../src/server/modules/auth/access-tokens';
import { loadCaller } from '../src/server/modules/auth/caller';
import { medianMs, printRatio } from './measure';
import { getLoggedInUserEndpoint } from '../src/shared/contracts/users';

/**
 * The cost of the access guard: a guarded call that does nothing else (GetLoggedInUser) against
 * the bare SQL the guard runs per request, on a fresh in-memory embedded database.
 */
export async function run(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: '/tmp/gdp-bench-auth' });
  // A fresh in-memory embedded database: the benchmark never touches DATABASE_URL's data.
  const database = await openDatabase({});
  await database.migrate();
  const { owner } = await insertAccessMatrix(database.db);
  const app = await buildApp({ config, database, webRoot: '/nonexistent' });
  await app.ready();
  const token = await new AccessTokens(config.jwtSecret, 15).issue({
    userId: owner.id,
    roles: ['Owner'],
    clientIds: [],
    accessLevel: 40,
  });

  const apiMs = await medianMs(() =>
    app.inject({
      method: 'GET',
      url: getLoggedInUserEndpoint.path,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  const sqlMs = await medianMs(() => loadCaller(database.db, { id: owner.id }));
  console.log(`store: ${database.kind}`);
  printRatio('GET Users/GetLoggedInUser (guard only)', apiMs, sqlMs);
  await app.close();
  await database.close();
}
