import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/health', () => {
  it('answers that the process is up, without a session', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers ready on a database holding every migration', async () => {
    const response = await get('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with the reason while the newest migration is not applied, and ready again once it is', async () => {
    const [newest] = await t.database.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await t.database.query('delete from drizzle.__drizzle_migrations where id = $1', [newest?.id]);
    try {
      const response = await get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: expect.stringMatching(/^1 migration not applied: 0\d{3}_\w+\.$/),
        code: 'not-ready',
      });
    } finally {
      await t.database.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [newest?.id, newest?.hash, newest?.created_at],
      );
    }
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 when a newer version of the portal migrated the database', async () => {
    await t.database.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at)
       select 'from-a-newer-version', max(created_at) + 1 from drizzle.__drizzle_migrations`,
    );
    try {
      const response = await get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'The database was migrated by a newer version of the portal: 1 migration applied that this version does not know.',
      );
    } finally {
      await t.database.query("delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'");
    }
  });

  it('answers 503 when the migrator has never run', async () => {
    await t.database.query('alter table drizzle.__drizzle_migrations rename to __away');
    try {
      const response = await get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('The database has not been migrated.');
    } finally {
      await t.database.query('alter table drizzle.__away rename to __drizzle_migrations');
    }
  });

  it('stays ready while a read replica does not answer, and says so', async () => {
    const app = await buildApp({
      config: testConfig({ databaseReplicaUrl: 'postgres://portal@127.0.0.1:1/district' }),
      database: t.database,
      webRoot: '/nonexistent',
      replicaTiming: { checkMs: 20 },
    });
    try {
      await app.ready();
      let response = await app.inject({ method: 'GET', url: '/api/ready' });
      for (let attempt = 0; attempt < 100 && response.json().replica?.status !== 'down'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        response = await app.inject({ method: 'GET', url: '/api/ready' });
      }
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        replica: { status: 'down', lagSeconds: null, asOf: null, reason: 'does not answer' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 without the driver’s words when the database does not answer, and logs them', async () => {
    const lines: string[] = [];
    const silent: Database = {
      ...t.database,
      query: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432')),
    };
    const app = await buildApp({
      config: testConfig(),
      database: silent,
      webRoot: '/nonexistent',
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database does not answer.', code: 'not-ready' });
      expect(lines.join('')).toContain('ECONNREFUSED');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
