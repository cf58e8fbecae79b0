import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplicaReport } from './db/replica-state';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { AccessTokens } from './modules/auth/access-tokens';
import type { ApiInstance } from './modules/context';
import { insertAccessMatrix, type AccessMatrix } from './test/factories/people';
import { insertWell } from './test/factories/wells';
import { replicaSkipReason, startReplicatedCluster, type ReplicatedCluster } from './test/replica';
import { testConfig } from './test/test-app';

const skipReason = replicaSkipReason();
if (skipReason) console.warn(`Read replica tests skipped: ${skipReason}.`);

const YEAR = 2024;

describe.skipIf(skipReason !== undefined)('reads on a streaming replica', () => {
  let cluster: ReplicatedCluster;
  let primary: Database;
  let app: ApiInstance;
  let matrix: AccessMatrix;
  const tokens: Record<'admin' | 'owner', string> = { admin: '', owner: '' };

  beforeAll(async () => {
    cluster = await startReplicatedCluster();
    primary = await openDatabase({ databaseUrl: cluster.primaryUrl });
    const config = testConfig({ databaseUrl: cluster.primaryUrl, databaseReplicaUrl: cluster.replicaUrl });
    // Checked every 50 ms, and any lag at all is noted, so no test waits a minute.
    const replicaTiming = { checkMs: 50, asOfAfterMs: 0 };
    app = await buildApp({ config, database: primary, webRoot: '/nonexistent', replicaTiming });
    await app.ready();
    matrix = await insertAccessMatrix(primary.db);
    const issuer = new AccessTokens(config.jwtSecret, config.accessTokenMinutes);
    const token = (userId: number) => issuer.issue({ userId, roles: [], clientIds: [], accessLevel: 0 });
    Object.assign(tokens, { admin: await token(matrix.admin.id), owner: await token(matrix.owner.id) });
    await until(async () => (await replica()).status === 'up', 'the replica to be up');
  });
  afterAll(async () => {
    await app?.close();
    await primary?.close();
    await cluster?.close();
  });

  async function replica(): Promise<ReplicaReport> {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    return response.json<{ replica: ReplicaReport }>().replica;
  }

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }

  async function withReplayPaused(work: () => Promise<void>): Promise<void> {
    await cluster.replicaQuery('select pg_wal_replay_pause()');
    try {
      await work();
    } finally {
      await cluster.replicaQuery('select pg_wal_replay_resume()');
    }
  }

  const compliance = () =>
    app.inject({
      method: 'POST',
      url: '/api/GetComplianceReport',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { year: YEAR, quarter: [1, 2, 3, 4] },
    });
  async function complianceRows(): Promise<{ wellNumber: string }[]> {
    const response = await compliance();
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { wellNumber: string }[] }>().data;
  }
  const wellNumbers = async () => (await complianceRows()).map((row) => row.wellNumber);

  const clientWells = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/Dashboard/GetClientWells?clientId=${matrix.clientA.id}`,
      headers: { authorization: `Bearer ${tokens.owner}`, ...(cookie ? { cookie } : {}) },
    });
  const wellNames = async (response: ReturnType<typeof clientWells>) =>
    (await response)
      .json<{ data: { clientWellName: string | null }[] }>()
      .data.map((row) => row.clientWellName);

  it('answers a report from the replica: a well added on the primary shows once replayed', async () => {
    await withReplayPaused(async () => {
      await insertWell(primary.db, { clientId: matrix.clientA.id, wellNumber: 'RR-LATER' });
      expect(await wellNumbers()).not.toContain('RR-LATER');
    });
    await until(async () => (await wellNumbers()).includes('RR-LATER'), 'the replayed well');
  });

  it('reads a caller’s own write on the primary while the replica has not replayed it', async () => {
    const well = await insertWell(primary.db, { clientId: matrix.clientA.id, clientWellName: 'Before' });
    await until(async () => (await wellNames(clientWells())).includes('Before'), 'the replayed well');
    await withReplayPaused(async () => {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/Well/SaveClientWellDetails',
        headers: { authorization: `Bearer ${tokens.owner}` },
        payload: { id: well.id, clientWellName: 'After', comment: '' },
      });
      expect(saved.statusCode).toBe(200);
      const cookie = saved.cookies.find((each) => each.name === 'gdp-written-lsn');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
      expect(await wellNames(clientWells(`gdp-written-lsn=${cookie?.value}`))).toContain('After');
      // Another caller, without the cookie, still reads the replica.
      expect(await wellNames(clientWells())).toContain('Before');
    });
  });

  it('notes what an answer read on a lagging replica is as of, and not once it has caught up', async () => {
    await withReplayPaused(async () => {
      await insertWell(primary.db, { clientId: matrix.clientA.id });
      const [replayed] = await cluster.replicaQuery<{ at: Date }>(
        'select pg_last_xact_replay_timestamp() as at',
      );
      const asOf = replayed?.at.toISOString();
      await until(async () => (await replica()).asOf === asOf, 'the replica to be seen behind');
      expect((await compliance()).headers['x-data-as-of']).toBe(asOf);
    });
    await until(async () => (await replica()).asOf === null, 'the replica to catch up');
    expect((await compliance()).headers['x-data-as-of']).toBeUndefined();
  });

  it('reads the primary, with the same answers, while the replica is down, and stays ready', async () => {
    await until(async () => (await replica()).asOf === null, 'the replica to catch up');
    const fromReplica = await complianceRows();
    await cluster.stopReplica();
    try {
      expect(await complianceRows()).toEqual(fromReplica);
      await until(async () => (await replica()).status === 'down', 'the replica to be seen down');
      expect(await replica()).toEqual({
        status: 'down',
        lagSeconds: null,
        asOf: null,
        reason: 'does not answer',
      });
      expect(await complianceRows()).toEqual(fromReplica);
    } finally {
      await cluster.startReplica();
    }
    await until(async () => (await replica()).status === 'up', 'the replica to be up again');
    expect(await complianceRows()).toEqual(fromReplica);
  });
});
