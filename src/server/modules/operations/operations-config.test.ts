import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'gdp-operations-config-'));
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

describe('LOG_LEVEL and METRICS_TOKEN', () => {
  it.each([
    ['development by default', {}, 'warn'],
    ['production by default', PRODUCTION, 'info'],
    ['as set in development', { LOG_LEVEL: 'debug' }, 'debug'],
    ['as set in production', { ...PRODUCTION, LOG_LEVEL: 'silent' }, 'silent'],
  ])('logs at the level of %s', (_case, env, level) => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).logLevel).toBe(level);
  });

  it('refuses an unknown log level', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL');
  });

  it('serves no metrics without a token, and takes only a long one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    const token = 'scrape-token-0123456789';
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
  });
});
