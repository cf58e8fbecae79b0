import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import type { AccountingEnvironment } from '../shared/states';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The accounting service's settings in the environment; README.md documents each. */
export const accountingEnvironmentShape = {
  QUICKBOOKS_CLIENT_ID: optionalString,
  QUICKBOOKS_CLIENT_SECRET: optionalString,
  QUICKBOOKS_ENVIRONMENT: z
    .enum(['sandbox', 'production'], { error: 'QUICKBOOKS_ENVIRONMENT is sandbox or production' })
    .default('sandbox'),
  QUICKBOOKS_REDIRECT_URI: optionalString.pipe(
    z.url({ error: 'QUICKBOOKS_REDIRECT_URI must be an absolute URL' }).optional(),
  ),
  QUICKBOOKS_API_URL: optionalString.pipe(
    z.url({ error: 'QUICKBOOKS_API_URL must be an absolute URL' }).optional(),
  ),
  /** The QuickBooks item invoices are sold as; without it "Groundwater pumpage fee" is found or created. */
  QUICKBOOKS_ITEM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,20}$/, 'QUICKBOOKS_ITEM_ID is the id of a QuickBooks item (digits)')
      .optional(),
  ),
  ACCOUNTING_TOKEN_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (key) => tokenKeyBytes(key) !== null,
        'ACCOUNTING_TOKEN_KEY must be 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
};

type AccountingEnvironmentValues = z.output<z.ZodObject<typeof accountingEnvironmentShape>>;

const QUICKBOOKS_API_URLS: Record<AccountingEnvironment, string> = {
  sandbox: 'https://sandbox-quickbooks.api.intuit.com',
  production: 'https://quickbooks.api.intuit.com',
};

export type AccountingSettings =
  | {
      service: 'quickbooks';
      clientId: string;
      clientSecret: string;
      environment: AccountingEnvironment;
      redirectUri: string;
      /** The Accounting API's base URL (a local fake under test). */
      apiBaseUrl: string;
      itemId: string | null;
      /** AES-256-GCM key of the stored tokens. */
      tokenKey: Buffer;
    }
  | {
      service: 'sandbox';
      redirectUri: string;
      tokenKey: Buffer;
      /** Signs the sandbox's authorization codes and tokens. */
      signingSecret: string;
    };

const QUICKBOOKS_KEYS = ['QUICKBOOKS_CLIENT_ID', 'QUICKBOOKS_CLIENT_SECRET', 'ACCOUNTING_TOKEN_KEY'] as const;

/**
 * QuickBooks needs its app's client id and secret and a key for the tokens at rest; none of them means
 * the sandbox ledger, only some of them is a mistake that stops the server at start.
 */
export function accountingSettings(
  values: AccountingEnvironmentValues,
  publicUrl: string,
  jwtSecret: string,
): AccountingSettings | { problem: string } {
  const redirectUri = values.QUICKBOOKS_REDIRECT_URI ?? new URL('/accounting/callback', publicUrl).toString();
  const { QUICKBOOKS_CLIENT_ID: clientId, QUICKBOOKS_CLIENT_SECRET: clientSecret } = values;
  const tokenKey = values.ACCOUNTING_TOKEN_KEY ? tokenKeyBytes(values.ACCOUNTING_TOKEN_KEY) : null;
  if (clientId && clientSecret && tokenKey) {
    return {
      service: 'quickbooks',
      clientId,
      clientSecret,
      environment: values.QUICKBOOKS_ENVIRONMENT,
      redirectUri,
      apiBaseUrl: values.QUICKBOOKS_API_URL ?? QUICKBOOKS_API_URLS[values.QUICKBOOKS_ENVIRONMENT],
      itemId: values.QUICKBOOKS_ITEM_ID ?? null,
      tokenKey,
    };
  }
  if (clientId || clientSecret) {
    const missing = QUICKBOOKS_KEYS.filter((key) => !values[key]);
    return {
      problem: `${missing.join(', ')}: required with the other QuickBooks settings (set all three, or neither QuickBooks key for the sandbox ledger)`,
    };
  }
  return {
    service: 'sandbox',
    redirectUri,
    // The sandbox's tokens open nothing outside this portal; without a configured key they are still
    // encrypted, under a key derived from the session secret.
    tokenKey: tokenKey ?? createHash('sha256').update(`accounting-sandbox-tokens:${jwtSecret}`).digest(),
    signingSecret: createHmac('sha256', jwtSecret).update('accounting-sandbox').digest('base64url'),
  };
}

/** 32 bytes from 64 hex digits or base64; null for anything else. */
function tokenKeyBytes(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}
