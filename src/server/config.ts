import { isIP } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { DEFAULT_INVOICE_TERMS, type InvoiceTerms } from '../shared/rules/invoices';
import { DEFAULT_PAYMENT_FEE_TERMS, type PaymentFeeTerms } from '../shared/rules/payment-fees';
import { parsePercent } from '../shared/rules/percent';
import { DEFAULT_RATE_NOTICE_DAYS } from '../shared/rules/rate-schedule';
import { LATE_FEE_PERIODS } from '../shared/states';
import { OPEN_STREET_MAP_TILE_URL } from '../shared/rules/map-tiles';
import { accountingEnvironmentShape, accountingSettings, type AccountingSettings } from './accounting-config';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * Which proxies in front of the portal are believed about the client's address and scheme (their
 * X-Forwarded-For and X-Forwarded-Proto): none; a number of hops (`1`: one reverse proxy, whose
 * view of the client is the right-most X-Forwarded-For entry); or the proxies' addresses and
 * networks. `true` means one hop: trusting every hop would let a client name any address.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY is false, a number of proxies such as 1, or their addresses such as 10.0.0.2,10.1.0.0/16';

const trustProxyText = z
  .string()
  .optional()
  .transform((text, context): TrustProxy => {
    const value = (text ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every(isAddressOrNetwork)) return addresses;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A percentage as decimal text, kept exact as thousandths of a percent. */
const percentText = z.string().transform((text, context) => {
  try {
    return parsePercent(text);
  } catch {
    context.addIssue({ code: 'custom', message: 'a percentage such as 1.5 (at most three decimals)' });
    return z.NEVER;
  }
});

/** Dollars as decimal text ("65" or "65.00"), kept exact as cents. */
const dollarsText = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: 'an amount in dollars such as 65.00' })
  .transform((text) => {
    const [dollars = '0', cents = ''] = text.split('.');
    return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  });

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every setting the server reads from the environment; README.md documents each. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
  DATABASE_REPLICA_URL: optionalString.pipe(
    z.url({ error: 'DATABASE_REPLICA_URL must be a postgres:// URL' }).optional(),
  ),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  ),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  DISTRICT_TIME_ZONE: z.string().default('America/Chicago').refine(isKnownTimeZone, {
    error: 'DISTRICT_TIME_ZONE must be an IANA time zone such as America/Chicago',
  }),
  PUBLIC_URL: optionalString.pipe(z.url({ error: 'PUBLIC_URL must be an absolute URL' }).optional()),
  TRUST_PROXY: trustProxyText,
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanFlag,
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_FROM: z.string().default('Groundwater District <no-reply@district.local>'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(300),
  SEED_DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
  BILLING_RATE_PER_MILLION_GALLONS: dollarsText.default(DEFAULT_INVOICE_TERMS.rateCentsPerMillionGallons),
  INVOICE_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_INVOICE_TERMS.dueDays),
  LATE_FEE_PERCENT: percentText.default(DEFAULT_INVOICE_TERMS.lateFeeMilliPercent),
  LATE_FEE_PERIOD: z.enum(LATE_FEE_PERIODS).default(DEFAULT_INVOICE_TERMS.lateFeePeriod),
  LATE_FEE_CAP_PERCENT: optionalString.pipe(percentText.optional()),
  RATE_NOTICE_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_RATE_NOTICE_DAYS),
  PUBLIC_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  PAYMENT_CARD_FEE_PERCENT: percentText.default(DEFAULT_PAYMENT_FEE_TERMS.cardMilliPercent),
  PAYMENT_CARD_FEE_FIXED: dollarsText.default(DEFAULT_PAYMENT_FEE_TERMS.cardFixedCents),
  PAYMENT_BANK_FEE_PERCENT: percentText.default(DEFAULT_PAYMENT_FEE_TERMS.bankMilliPercent),
  PAYMENT_CARD_LIMIT: dollarsText.default(DEFAULT_PAYMENT_FEE_TERMS.cardLimitCents),
  PAYMENT_BANK_LIMIT: dollarsText.default(DEFAULT_PAYMENT_FEE_TERMS.bankLimitCents),
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must be a secret key (sk_...)')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
    z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_...)').optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a signing secret (whsec_...)')
      .optional(),
  ),
  ...accountingEnvironmentShape,
  PAYMENT_SANDBOX_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  INVOICE_GENERATION_DELAY_DAYS: z.coerce.number().int().min(0).max(90).default(15),
  INVOICE_GENERATION_SCHEDULE: z
    .string()
    .trim()
    .default('0 2 * * *')
    .refine(
      (pattern) => pattern === 'off' || isCronPattern(pattern),
      'must be a cron pattern such as 0 2 * * *, or off',
    ),
  REPORTING_REMINDER_SCHEDULE: z
    .string()
    .trim()
    .default('0 7 * * *')
    .refine(
      (pattern) => pattern === 'off' || isCronPattern(pattern),
      'must be a cron pattern such as 0 7 * * *, or off',
    ),
  PERMIT_CHECK_SCHEDULE: z
    .string()
    .trim()
    .default('30 6 * * *')
    .refine(
      (pattern) => pattern === 'off' || isCronPattern(pattern),
      'must be a cron pattern such as 30 6 * * *, or off',
    ),
  USGS_FETCH: z.enum(['on', 'off'], { error: 'USGS_FETCH must be on or off' }).default('off'),
  USGS_FETCH_SCHEDULE: z
    .string()
    .trim()
    .default('30 3 * * *')
    .refine(
      (pattern) => pattern === 'off' || isCronPattern(pattern),
      'must be a cron pattern such as 30 3 * * *, or off',
    ),
  USGS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'USGS_BASE_URL must be an http(s) URL' })
    .default('https://api.waterdata.usgs.gov/ogcapi/v0'),
  RATE_NOTICE_SCHEDULE: z
    .string()
    .trim()
    .default('0 7 * * *')
    .refine(
      (pattern) => pattern === 'off' || isCronPattern(pattern),
      'must be a cron pattern such as 0 7 * * *, or off',
    ),
  BACKUP_DIR: z.string().default('./backups'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .default('30 1 * * *')
    .refine(
      (pattern) => pattern === 'off' || isCronPattern(pattern),
      'must be a cron pattern such as 30 1 * * *, or off',
    ),
  // Read by the web build for the maps, and here so the Content-Security-Policy admits its images.
  VITE_MAP_TILE_URL: optionalString,
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  ),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL that reports and other heavy reads go to; absent: none. */
  databaseReplicaUrl?: string;
  jwtSecret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  districtTimeZone: string;
  publicUrl: string;
  trustProxy: TrustProxy;
  captchaMaxNumber: number;
  /** Largest pumpage upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** The longest a client may take to send one whole request, body included; then 408 and the connection closes. */
  requestTimeoutSeconds: number;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | undefined;
  /** Sender of the portal's e-mail, through SMTP or into the outbox. */
  mailFrom: string;
  seedDemoData: boolean;
  /** Leaflet tile URL template of the well maps (VITE_MAP_TILE_URL, OpenStreetMap by default). */
  mapTileUrl: string;
  /** The terms new invoices are built with (each invoice keeps its own). */
  invoiceTerms: InvoiceTerms;
  /** What paying online costs the owner on top of the invoice. */
  paymentFees: PaymentFeeTerms;
  /** The least days between a new rate's notice and the day it takes effect. */
  rateNoticeDays: number;
  /** How many public (signed-out) calls one address may make a minute, on each instance. */
  publicRequestsPerMinute: number;
  /** How many read-API calls one agency key may make a minute, on each instance. */
  apiKeyRequestsPerMinute: number;
  /** Who takes online payments: Stripe when its keys are set, else the built-in sandbox. */
  payments: PaymentSettings;
  /** How often the portal asks the provider about payments that are not final, and retries refunds. */
  paymentReconcileSeconds: number;
  /** Which accounting service invoices sync to: QuickBooks Online when its app is configured, else the sandbox ledger. */
  accounting: AccountingSettings;
  /** The scheduled generation runs this many days after a quarter ends. */
  invoiceGenerationDelayDays: number;
  /** When the scheduled generation runs (cron, district time); null: never. */
  invoiceGenerationSchedule: string | null;
  /** When the reporting reminders and late-report fees run (cron, district time); null: never. */
  reportingReminderSchedule: string | null;
  /** When the nightly permit check runs (cron, district time); null: off. */
  permitCheckSchedule: string | null;
  /** When the notices of future rates not sent yet, or failed, are sent (cron, district time); null: off. */
  rateNoticeSchedule: string | null;
  /** When the monitoring wells' field measurements are fetched from the USGS (cron, district time); null: off (USGS_FETCH). */
  usgsFetchSchedule: string | null;
  /** The USGS Water Data OGC API the nightly fetch asks, without a trailing slash. */
  usgsBaseUrl: string;
  /** Where `npm run backup` and the nightly backup write, unless given a path. */
  backupDir: string;
  /** The nightly backup deletes its own backups older than this many days. */
  backupKeepDays: number;
  /** When the embedded store is backed up (cron, district time); null: never. */
  backupSchedule: string | null;
  /** The server log's level: info in production (one line per request), warn otherwise. */
  logLevel: LogLevel;
  /** The bearer token Prometheus sends for /api/metrics; undefined: metrics are off (404). */
  metricsToken: string | undefined;
}

export type PaymentSettings =
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
  | {
      provider: 'sandbox';
      /** How long the sandbox's bank transfers stay processing before they clear (or fail). */
      settleSeconds: number;
      /** Signs the sandbox's events as Stripe signs its webhooks. */
      webhookSecret: string;
    };

export class ConfigError extends Error {}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Stripe needs all three keys; none of them means the sandbox, some of them is a mistake. */
function paymentSettings(
  values: Pick<
    z.output<typeof environmentSchema>,
    (typeof STRIPE_KEYS)[number] | 'PAYMENT_SANDBOX_SETTLE_SECONDS'
  >,
  jwtSecret: string,
): PaymentSettings {
  const missing = STRIPE_KEYS.filter((key) => !values[key]);
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = values;
  const webhookSecret = values.STRIPE_WEBHOOK_SECRET;
  if (secretKey && publishableKey && webhookSecret) {
    return { provider: 'stripe', secretKey, publishableKey, webhookSecret };
  }
  if (missing.length < STRIPE_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required with the other Stripe keys (set all three, or none for the sandbox)`,
    );
  }
  return {
    provider: 'sandbox',
    settleSeconds: values.PAYMENT_SANDBOX_SETTLE_SECONDS,
    webhookSecret: `whsec_${createHmac('sha256', jwtSecret).update('payment-sandbox-webhooks').digest('base64url')}`,
  };
}

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Parses the environment once at start-up and fails with every problem listed, so a misconfigured
 * deployment stops before it serves a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (values.DATABASE_REPLICA_URL && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_REPLICA_URL: a replica of DATABASE_URL, which must be set too (the embedded store has no replicas)',
    );
  }
  const port = values.PORT;
  const jwtSecret = values.JWT_SECRET ?? developmentJwtSecret(dataDir);
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${port}`;
  const accounting = accountingSettings(values, publicUrl, jwtSecret);
  if ('problem' in accounting) throw new ConfigError(`Invalid configuration:\n  ${accounting.problem}`);
  return {
    nodeEnv: values.NODE_ENV,
    port,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseReplicaUrl: values.DATABASE_REPLICA_URL,
    jwtSecret,
    accessTokenMinutes: values.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: values.REFRESH_TOKEN_DAYS,
    districtTimeZone: values.DISTRICT_TIME_ZONE,
    publicUrl,
    trustProxy: values.TRUST_PROXY,
    captchaMaxNumber: values.CAPTCHA_MAX_NUMBER,
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    requestTimeoutSeconds: values.REQUEST_TIMEOUT_SECONDS,
    smtp: values.SMTP_HOST
      ? {
          host: values.SMTP_HOST,
          port: values.SMTP_PORT,
          secure: values.SMTP_SECURE,
          user: values.SMTP_USER,
          password: values.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: values.SMTP_FROM,
    seedDemoData: values.NODE_ENV !== 'production' && values.SEED_DEMO_DATA === 'auto',
    mapTileUrl: values.VITE_MAP_TILE_URL ?? OPEN_STREET_MAP_TILE_URL,
    invoiceTerms: {
      rateCentsPerMillionGallons: values.BILLING_RATE_PER_MILLION_GALLONS,
      dueDays: values.INVOICE_DUE_DAYS,
      lateFeeMilliPercent: values.LATE_FEE_PERCENT,
      lateFeePeriod: values.LATE_FEE_PERIOD,
      lateFeeCapMilliPercent: values.LATE_FEE_CAP_PERCENT ?? null,
    },
    paymentFees: {
      cardMilliPercent: values.PAYMENT_CARD_FEE_PERCENT,
      cardFixedCents: values.PAYMENT_CARD_FEE_FIXED,
      bankMilliPercent: values.PAYMENT_BANK_FEE_PERCENT,
      cardLimitCents: values.PAYMENT_CARD_LIMIT,
      bankLimitCents: values.PAYMENT_BANK_LIMIT,
    },
    rateNoticeDays: values.RATE_NOTICE_DAYS,
    publicRequestsPerMinute: values.PUBLIC_REQUESTS_PER_MINUTE,
    apiKeyRequestsPerMinute: values.API_KEY_REQUESTS_PER_MINUTE,
    payments: paymentSettings(values, jwtSecret),
    paymentReconcileSeconds: values.PAYMENT_RECONCILE_SECONDS,
    accounting,
    invoiceGenerationDelayDays: values.INVOICE_GENERATION_DELAY_DAYS,
    invoiceGenerationSchedule:
      values.INVOICE_GENERATION_SCHEDULE === 'off' ? null : values.INVOICE_GENERATION_SCHEDULE,
    reportingReminderSchedule:
      values.REPORTING_REMINDER_SCHEDULE === 'off' ? null : values.REPORTING_REMINDER_SCHEDULE,
    permitCheckSchedule: values.PERMIT_CHECK_SCHEDULE === 'off' ? null : values.PERMIT_CHECK_SCHEDULE,
    rateNoticeSchedule: values.RATE_NOTICE_SCHEDULE === 'off' ? null : values.RATE_NOTICE_SCHEDULE,
    usgsFetchSchedule:
      values.USGS_FETCH === 'on' && values.USGS_FETCH_SCHEDULE !== 'off' ? values.USGS_FETCH_SCHEDULE : null,
    usgsBaseUrl: values.USGS_BASE_URL.replace(/\/+$/, ''),
    backupDir: path.resolve(values.BACKUP_DIR),
    backupKeepDays: values.BACKUP_KEEP,
    backupSchedule: values.BACKUP_SCHEDULE === 'off' ? null : values.BACKUP_SCHEDULE,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'production' ? 'info' : 'warn'),
    metricsToken: values.METRICS_TOKEN,
  };
}

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
