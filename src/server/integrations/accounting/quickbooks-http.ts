import { z } from 'zod';
import { AccountingAccessTokenRejected, AccountingServiceError } from './accounting-service';
import type { QuickBooksClock, RealmLimiter } from './quickbooks-rate-limiter';

/** The Accounting API's minor version every request names, so answers keep the shape this adapter reads. */
export const QUICKBOOKS_MINOR_VERSION = '75';
export const QUICKBOOKS_THROTTLED = 'QuickBooks is limiting requests; try again in a minute.';
/** Retries after a 429, so five tries in all. */
const THROTTLE_RETRIES = 4;
/** A Retry-After beyond QuickBooks' one-minute window is not worth holding a request for. */
const LONGEST_RETRY_AFTER_MS = 60_000;

export interface QuickBooksHttpSettings {
  apiBaseUrl: string;
  timeoutMs: number;
  /** The first wait after a 429 that names no Retry-After; each further one doubles. */
  retryDelayMs: number;
  clock: QuickBooksClock;
}

export interface QuickBooksRequest {
  method: 'GET' | 'POST';
  /** Below /v3/company/{realmId}: '/customer', '/invoice/130', '/query'. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent on writes: QuickBooks answers a repeated id with the first result instead of writing again. */
  requestId?: string;
}

/** Sends one request of one company and reads its answer through the schema. */
export type QuickBooksSend = <T>(request: QuickBooksRequest, answer: z.ZodType<T>) => Promise<T>;

const faultSchema = z.object({
  Fault: z.object({
    Error: z
      .array(
        z.object({
          Message: z.string().optional(),
          Detail: z.string().optional(),
          code: z.string().optional(),
        }),
      )
      .default([]),
    type: z.string().optional(),
  }),
});

/** "30 seconds", "1 second": for messages about the time limit. */
export function durationText(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

function unreachable(error: unknown, timeoutMs: number): AccountingServiceError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const failure = new AccountingServiceError(
    timedOut
      ? `QuickBooks did not answer within ${durationText(timeoutMs)}; try again in a few minutes.`
      : 'QuickBooks could not be reached; try again in a few minutes.',
  );
  // The cause stays for the log; the URL is not in it, so neither are the names a query searched for.
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  failure.cause = new Error(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
  return failure;
}

/** "Message: Detail" of each error, as QuickBooks words them; its details often repeat the message. */
function faultMessage(errors: z.infer<typeof faultSchema>['Fault']['Error']): string {
  return errors
    .map(({ Message: message = '', Detail: detail = '' }) => {
      if (!detail || detail.startsWith(message)) return detail || message;
      return message ? `${message}: ${detail}` : detail;
    })
    .filter(Boolean)
    .join('; ');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function answerOf<T>(status: number, text: string, schema: z.ZodType<T>): T {
  if (status === 401) throw new AccountingAccessTokenRejected('QuickBooks refused the access token.');
  if (status >= 500) {
    throw new AccountingServiceError(
      `QuickBooks could not be reached (it answered ${status}); try again in a few minutes.`,
    );
  }
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const failure = new AccountingServiceError('QuickBooks answered in a form this portal does not read.');
    failure.cause = parsed.error;
    throw failure;
  }
  const fault = faultSchema.safeParse(body);
  const message = fault.success ? faultMessage(fault.data.Fault.Error) : '';
  const code = fault.success ? (fault.data.Fault.Error[0]?.code ?? null) : null;
  throw new AccountingServiceError(
    message || `QuickBooks refused the request (it answered ${status}).`,
    code,
  );
}

/** Seconds, as QuickBooks sends it; a date or anything else falls back to the doubling wait. */
function retryAfterMs(header: string | null): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  return Math.min(Number(header.trim()) * 1000, LONGEST_RETRY_AFTER_MS);
}

/** Query values percent-encoded (a space is %20, not '+'), as Intuit's own examples send them. */
function queryString(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/**
 * One company's requests: bearer token, JSON both ways, the minor version, the request id on writes,
 * a time limit on each, the company's request limits, and a 429 waited out and sent again unchanged.
 */
export function quickBooksSender(
  settings: QuickBooksHttpSettings,
  realmId: string,
  accessToken: string,
  limiter: RealmLimiter,
): QuickBooksSend {
  const base = `${settings.apiBaseUrl.replace(/\/+$/, '')}/v3/company/${encodeURIComponent(realmId)}`;

  async function exchange(url: string, init: RequestInit) {
    const release = await limiter.acquire();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        text: await response.text(),
      };
    } catch (error) {
      throw unreachable(error, settings.timeoutMs);
    } finally {
      release();
    }
  }

  return async (request, schema) => {
    const query = {
      ...request.query,
      ...(request.requestId === undefined ? {} : { requestid: request.requestId }),
      minorversion: QUICKBOOKS_MINOR_VERSION,
    };
    const url = `${base}${request.path}?${queryString(query)}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${accessToken}`,
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    };
    for (let retries = 0; ; retries += 1) {
      const { status, retryAfter, text } = await exchange(url, init);
      if (status !== 429) return answerOf(status, text, schema);
      if (retries === THROTTLE_RETRIES) throw new AccountingServiceError(QUICKBOOKS_THROTTLED);
      await settings.clock.sleep(retryAfterMs(retryAfter) ?? settings.retryDelayMs * 2 ** retries);
    }
  };
}
