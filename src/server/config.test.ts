import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'gdp-config-'));

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      districtTimeZone: 'America/Chicago',
      publicUrl: 'http://localhost:3000',
      smtp: undefined,
      seedDemoData: true,
      requestTimeoutSeconds: 300,
    });
    expect(loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT_SECONDS: '45' }).requestTimeoutSeconds).toBe(45);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('requires JWT_SECRET in production and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      'JWT_SECRET: required when NODE_ENV=production',
    );
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DATA_DIR: dataDir() });
    expect(config.seedDemoData).toBe(false);
  });

  it('takes a read replica only with DATABASE_URL', () => {
    const primary = 'postgres://portal@db.example:5432/district';
    const replica = 'postgres://portal@replica.example:5432/district';
    expect(loadConfig({ DATA_DIR: dataDir() }).databaseReplicaUrl).toBeUndefined();
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: primary, DATABASE_REPLICA_URL: replica });
    expect(config).toMatchObject({ databaseUrl: primary, databaseReplicaUrl: replica });
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_REPLICA_URL: replica })).toThrow(
      'DATABASE_REPLICA_URL: a replica of DATABASE_URL, which must be set too',
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: primary, DATABASE_REPLICA_URL: 'replica' }),
    ).toThrow('DATABASE_REPLICA_URL must be a postgres:// URL');
  });

  it('reads SMTP settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_HOST: 'mail.example',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
    });
    expect(config.smtp).toMatchObject({ host: 'mail.example', port: 465, secure: true });
  });

  it("reads the billing terms of new invoices exactly, with the spec's defaults", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      invoiceTerms: {
        rateCentsPerMillionGallons: 6500,
        dueDays: 30,
        lateFeeMilliPercent: 1500,
        lateFeePeriod: 'day',
        lateFeeCapMilliPercent: null,
      },
      invoiceGenerationDelayDays: 15,
      invoiceGenerationSchedule: '0 2 * * *',
    });
    const board = loadConfig({
      DATA_DIR: dataDir(),
      BILLING_RATE_PER_MILLION_GALLONS: '72.5',
      INVOICE_DUE_DAYS: '45',
      LATE_FEE_PERCENT: '1.25',
      LATE_FEE_PERIOD: 'month',
      LATE_FEE_CAP_PERCENT: '18',
      INVOICE_GENERATION_DELAY_DAYS: '5',
      INVOICE_GENERATION_SCHEDULE: 'off',
    });
    expect(board.invoiceTerms).toEqual({
      rateCentsPerMillionGallons: 7250,
      dueDays: 45,
      lateFeeMilliPercent: 1250,
      lateFeePeriod: 'month',
      lateFeeCapMilliPercent: 18_000,
    });
    expect(board.invoiceGenerationDelayDays).toBe(5);
    expect(board.invoiceGenerationSchedule).toBeNull();
  });

  it('reads the days of notice a new rate needs and when its notices go, within their bounds', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      rateNoticeDays: 30,
      rateNoticeSchedule: '0 7 * * *',
    });
    const board = loadConfig({ DATA_DIR: dataDir(), RATE_NOTICE_DAYS: '45', RATE_NOTICE_SCHEDULE: 'off' });
    expect(board).toMatchObject({ rateNoticeDays: 45, rateNoticeSchedule: null });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_NOTICE_DAYS: '0' })).toThrow('RATE_NOTICE_DAYS');
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_NOTICE_DAYS: '366' })).toThrow('RATE_NOTICE_DAYS');
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    // Trusting every hop would let a client name any address: true means the one proxy in front.
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    [' 10.0.0.2 , 10.1.0.0/16 ', ['10.0.0.2', '10.1.0.0/16']],
    ['fd00::1,fd00::/8', ['fd00::1', 'fd00::/8']],
  ])('reads TRUST_PROXY %j as %j', (text, trust) => {
    const environment = text === undefined ? {} : { TRUST_PROXY: text };
    expect(loadConfig({ DATA_DIR: dataDir(), ...environment }).trustProxy).toEqual(trust);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.2,'])(
    'refuses TRUST_PROXY %j, saying what it takes',
    (text) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: text })).toThrow(
        'TRUST_PROXY is false, a number of proxies such as 1, or their addresses such as 10.0.0.2,10.1.0.0/16',
      );
    },
  );

  it('reads the online payment fees and limits exactly, with the spec’s fees and Stripe’s limits by default', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.paymentFees).toEqual({
      cardMilliPercent: 2900,
      cardFixedCents: 30,
      bankMilliPercent: 800,
      cardLimitCents: 99_999_999,
      bankLimitCents: 99_999_999,
    });
    expect(defaults.paymentReconcileSeconds).toBe(300);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_CARD_FEE_PERCENT: '3.25',
      PAYMENT_CARD_FEE_FIXED: '0.50',
      PAYMENT_BANK_FEE_PERCENT: '1',
      PAYMENT_CARD_LIMIT: '10000',
      PAYMENT_BANK_LIMIT: '250000.50',
      PAYMENT_RECONCILE_SECONDS: '60',
    });
    expect(config.paymentFees).toEqual({
      cardMilliPercent: 3250,
      cardFixedCents: 50,
      bankMilliPercent: 1000,
      cardLimitCents: 1_000_000,
      bankLimitCents: 25_000_050,
    });
    expect(config.paymentReconcileSeconds).toBe(60);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [
      { BILLING_RATE_PER_MILLION_GALLONS: '65.001' },
      'BILLING_RATE_PER_MILLION_GALLONS: an amount in dollars',
    ],
    [{ LATE_FEE_PERCENT: '1,5' }, 'LATE_FEE_PERCENT: a percentage such as 1.5'],
    [{ LATE_FEE_PERIOD: 'week' }, 'LATE_FEE_PERIOD'],
    [{ LATE_FEE_CAP_PERCENT: 'ten' }, 'LATE_FEE_CAP_PERCENT'],
    [{ PAYMENT_CARD_FEE_FIXED: '0.305' }, 'PAYMENT_CARD_FEE_FIXED: an amount in dollars'],
    [{ PAYMENT_CARD_LIMIT: '1e6' }, 'PAYMENT_CARD_LIMIT: an amount in dollars'],
    [{ PAYMENT_RECONCILE_SECONDS: '1' }, 'PAYMENT_RECONCILE_SECONDS'],
    [{ INVOICE_DUE_DAYS: '-1' }, 'INVOICE_DUE_DAYS'],
    [{ INVOICE_GENERATION_SCHEDULE: 'daily' }, 'INVOICE_GENERATION_SCHEDULE: must be a cron pattern'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ DISTRICT_TIME_ZONE: 'Mars/Olympus' }, 'DISTRICT_TIME_ZONE must be an IANA time zone'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS'],
  ])('names what is wrong in %o', (env, text) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(text);
  });

  it('takes payments in the sandbox without Stripe keys, with Stripe with all three, and refuses some', () => {
    const dir = dataDir();
    const sandbox = loadConfig({ DATA_DIR: dir, PAYMENT_SANDBOX_SETTLE_SECONDS: '5' }).payments;
    expect(sandbox).toMatchObject({ provider: 'sandbox', settleSeconds: 5 });
    expect(sandbox.webhookSecret).toMatch(/^whsec_/);
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig({ DATA_DIR: dir, ...keys }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required with the other Stripe keys/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...keys, STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(ConfigError);
  });

  it('syncs to the sandbox ledger without a QuickBooks app, to QuickBooks with one, and refuses half of one', () => {
    const dir = dataDir();
    const sandbox = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://portal.example.org' }).accounting;
    expect(sandbox).toMatchObject({
      service: 'sandbox',
      redirectUri: 'https://portal.example.org/accounting/callback',
    });
    expect(sandbox.tokenKey).toHaveLength(32);
    const key = Buffer.alloc(32, 9).toString('base64');
    const app = {
      QUICKBOOKS_CLIENT_ID: 'AB12',
      QUICKBOOKS_CLIENT_SECRET: 'secret',
      ACCOUNTING_TOKEN_KEY: key,
    };
    expect(loadConfig({ DATA_DIR: dir, ...app, QUICKBOOKS_ENVIRONMENT: 'production' }).accounting).toEqual({
      service: 'quickbooks',
      clientId: 'AB12',
      clientSecret: 'secret',
      environment: 'production',
      redirectUri: 'http://localhost:3000/accounting/callback',
      apiBaseUrl: 'https://quickbooks.api.intuit.com',
      itemId: null,
      tokenKey: Buffer.alloc(32, 9),
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...app, ACCOUNTING_TOKEN_KEY: '09'.repeat(32) }).accounting,
    ).toMatchObject({
      environment: 'sandbox',
      apiBaseUrl: 'https://sandbox-quickbooks.api.intuit.com',
      tokenKey: Buffer.alloc(32, 9),
    });
    expect(() => loadConfig({ DATA_DIR: dir, QUICKBOOKS_CLIENT_ID: 'AB12' })).toThrow(
      /QUICKBOOKS_CLIENT_SECRET, ACCOUNTING_TOKEN_KEY: required with the other QuickBooks settings/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...app, ACCOUNTING_TOKEN_KEY: 'short' })).toThrow(
      /ACCOUNTING_TOKEN_KEY must be 32 random bytes/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...app, QUICKBOOKS_ITEM_ID: 'abc' })).toThrow(
      /QUICKBOOKS_ITEM_ID/,
    );
  });
});
