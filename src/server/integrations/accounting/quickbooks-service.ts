import type { AccountingSettings } from '../../accounting-config';
import type { AccountingService } from './accounting-service';
import { quickBooksCompany } from './quickbooks-company';
import { quickBooksSender } from './quickbooks-http';
import { quickBooksOAuth } from './quickbooks-oauth';
import {
  QUICKBOOKS_LIMITS,
  RealmLimiter,
  systemClock,
  type QuickBooksClock,
  type QuickBooksLimits,
} from './quickbooks-rate-limiter';

export type QuickBooksSettings = Extract<AccountingSettings, { service: 'quickbooks' }>;

export interface QuickBooksServiceOptions {
  /** The first wait after a 429 without Retry-After, doubling on each retry; 1000 ms by default. */
  retryDelayMs?: number;
  /** Each request's time limit, OAuth calls included; 30 s by default. */
  timeoutMs?: number;
  /** One company's request limits; QuickBooks' own (10 at once, 500 a minute) by default. */
  limits?: Partial<QuickBooksLimits>;
  /** How waits are made and time is told; tests pass one that returns at once. */
  clock?: QuickBooksClock;
}

/**
 * The accounting port on QuickBooks Online: OAuth 2 through Intuit's client, the books over the
 * Accounting API. The request limits hold per company across every `company()` of this instance, so
 * the app makes one instance and shares it.
 */
export function createQuickBooksService(
  settings: QuickBooksSettings,
  options: QuickBooksServiceOptions = {},
): AccountingService {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const limits: QuickBooksLimits = { ...QUICKBOOKS_LIMITS, ...options.limits };
  const limiters = new Map<string, RealmLimiter>();
  const oauth = quickBooksOAuth(settings, { timeoutMs, clock });

  function limiterOf(realmId: string): RealmLimiter {
    let limiter = limiters.get(realmId);
    if (!limiter) {
      limiter = new RealmLimiter(limits, clock);
      limiters.set(realmId, limiter);
    }
    return limiter;
  }

  return {
    kind: 'quickbooks',
    serviceName: 'QuickBooks',
    environment: settings.environment,
    clientId: settings.clientId,
    redirectUri: settings.redirectUri,
    consentUrl: (state) => oauth.consentUrl(state),
    exchangeCode: (code, realmId) => oauth.exchangeCode(code, realmId),
    refresh: (refreshToken) => oauth.refresh(refreshToken),
    revoke: (refreshToken) => oauth.revoke(refreshToken),
    company(realmId, accessToken) {
      const http = { apiBaseUrl: settings.apiBaseUrl, timeoutMs, retryDelayMs, clock };
      return quickBooksCompany(quickBooksSender(http, realmId, accessToken, limiterOf(realmId)));
    },
  };
}
