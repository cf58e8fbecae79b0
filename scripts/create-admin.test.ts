import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { loadCaller } from '../src/server/modules/auth/caller';

const run = promisify(execFile);

function createAdmin(dataDir: string, args: string[], password = 'first-admin-pw') {
  return run('npx', ['tsx', 'scripts/create-admin.ts', ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: password,
    },
  });
}

describe('npm run create-admin', () => {
  it('creates the first admin of an empty production database, and refuses the same email twice', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-admin-'));
    const args = ['--email', 'Chief@District.org', '--first-name', 'Ann', '--last-name', 'Lee'];
    const { stdout } = await createAdmin(dataDir, args);
    expect(stdout).toContain('Admin chief@district.org created');
    await expect(createAdmin(dataDir, args)).rejects.toThrow('An account with this email already exists.');

    const database = await openDatabase({ dataDir });
    const admin = await loadCaller(database.db, { email: 'chief@district.org' });
    const clients = await database.query<{ count: number }>('select count(*)::int as count from clients');
    await database.close();
    expect(admin).toMatchObject({ roles: ['Admin'], accessLevel: 100, isActive: true });
    expect(clients[0]?.count).toBe(0);
  });

  it('names what is wrong with its input', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-admin-'));
    const attempt = createAdmin(dataDir, ['--email', 'nope', '--first-name', 'A', '--last-name', 'B'], 'abc');
    await expect(attempt).rejects.toThrow(/Please enter valid email[\s\S]*at least 5 characters/);
  });

  it('refuses, in one line, a data folder a running portal holds', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-admin-'));
    const running = await openDatabase({ dataDir });
    try {
      const attempt = createAdmin(dataDir, [
        '--email',
        'a@district.org',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]);
      const { stderr } = (await attempt.then(
        () => ({ stderr: 'it succeeded' }),
        (error: { stderr: string }) => error,
      )) as { stderr: string };
      expect(stderr).toMatch(
        new RegExp(`^The embedded database in .* is in use by process ${process.pid} `, 'm'),
      );
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      await running.close();
    }
  });
});
