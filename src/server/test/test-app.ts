import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { DEFAULT_INVOICE_TERMS } from '../../shared/rules/invoices';
import { DEFAULT_PAYMENT_FEE_TERMS } from '../../shared/rules/payment-fees';
import { DEFAULT_RATE_NOTICE_DAYS } from '../../shared/rules/rate-schedule';
import { buildApp, type BuildAppOptions } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { AccessTokens, type AccessClaims } from '../modules/auth/access-tokens';
import type { ApiInstance } from '../modules/context';
import { adminConnectionString, databaseUrlFor, templateDatabaseFor } from './postgres';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_SANDBOX_WEBHOOK_SECRET = 'whsec_test_sandbox_signing_secret';
export const TEST_ACCOUNTING_TOKEN_KEY = Buffer.alloc(32, 7);

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    accessTokenMinutes: 15,
    refreshTokenDays: 14,
    districtTimeZone: 'America/Chicago',
    publicUrl: 'http://localhost:3000',
    trustProxy: false,
    captchaMaxNumber: 200,
    uploadMaxBytes: 50 * 1024 * 1024,
    requestTimeoutSeconds: 300,
    smtp: undefined,
    mailFrom: 'District <no-reply@district.test>',
    seedDemoData: false,
    mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    invoiceTerms: DEFAULT_INVOICE_TERMS,
    paymentFees: DEFAULT_PAYMENT_FEE_TERMS,
    rateNoticeDays: DEFAULT_RATE_NOTICE_DAYS,
    // Tests share one address; the limits' own tests set them low.
    publicRequestsPerMinute: 100_000,
    apiKeyRequestsPerMinute: 100_000,
    payments: { provider: 'sandbox', settleSeconds: 0, webhookSecret: TEST_SANDBOX_WEBHOOK_SECRET },
    paymentReconcileSeconds: 300,
    accounting: {
      service: 'sandbox',
      redirectUri: 'http://localhost:3000/accounting/callback',
      tokenKey: TEST_ACCOUNTING_TOKEN_KEY,
      signingSecret: 'test-accounting-sandbox-signing-secret',
    },
    invoiceGenerationDelayDays: 15,
    invoiceGenerationSchedule: null,
    reportingReminderSchedule: null,
    permitCheckSchedule: null,
    rateNoticeSchedule: null,
    usgsFetchSchedule: null,
    // Never the internet: the fetch's tests start a local fake of the USGS service.
    usgsBaseUrl: 'http://127.0.0.1:9/ogcapi/v0',
    backupDir: '/nonexistent-backups',
    backupKeepDays: 14,
    backupSchedule: null,
    logLevel: 'warn',
    metricsToken: undefined,
    ...overrides,
  };
}

/**
 * A freshly migrated database for one test file: a copy of the PGlite template, or with
 * TEST_DATABASE_URL a PostgreSQL database cloned from the migrated template and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
    return openDatabase({ pglite });
  }
  const copy = await copyTemplateDatabase(testDatabaseUrl);
  const database = await openDatabase({ databaseUrl: copy.url });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A PostgreSQL database of its own, copied from the run's migrated template: its URL, for a
 * process of its own to connect to, and a way to drop it once every connection has closed.
 */
export async function copyTemplateDatabase(
  testDatabaseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gdp_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminConnectionString(testDatabaseUrl) });
  await admin.query(`create database ${name} template ${templateDatabaseFor(testDatabaseUrl)}`);
  return {
    url: databaseUrlFor(testDatabaseUrl, name),
    async drop() {
      await connectionsClosed(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/**
 * pg's Pool.end() resolves before its connections have said goodbye; dropping the database "with
 * force" meanwhile kills them and the driver reports that as an unhandled error. Wait for them.
 */
async function connectionsClosed(admin: Database, databaseName: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await admin.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [databaseName],
    );
    if (Number(row?.count) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface TestApp {
  app: ApiInstance;
  database: Database;
  /** A valid access token for the user, as sign-in would issue it. */
  tokenFor(claims: Pick<AccessClaims, 'userId'> & Partial<AccessClaims>): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<AppConfig> } & Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ ...options, config, database, webRoot: options.webRoot ?? '/nonexistent' });
  await app.ready();
  const tokens = new AccessTokens(config.jwtSecret, config.accessTokenMinutes);
  return {
    app,
    database,
    tokenFor: (claims) => tokens.issue({ roles: [], clientIds: [], accessLevel: 0, ...claims }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
