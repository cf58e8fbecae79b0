import OAuthClient from 'intuit-oauth';
import { z } from 'zod';
import type { AccountingEnvironment } from '../../../shared/states';
import {
  AccountingReconnectRequired,
  AccountingServiceError,
  INVALID_GRANT,
  type AccountingTokens,
} from './accounting-service';
import { durationText } from './quickbooks-http';
import type { QuickBooksClock } from './quickbooks-rate-limiter';

export interface QuickBooksOAuthSettings {
  clientId: string;
  clientSecret: string;
  environment: AccountingEnvironment;
  redirectUri: string;
}

export interface QuickBooksOAuth {
  consentUrl(state: string): string;
  exchangeCode(code: string, realmId: string): Promise<AccountingTokens>;
  refresh(refreshToken: string): Promise<AccountingTokens>;
  revoke(refreshToken: string): Promise<void>;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
  x_refresh_token_expires_in: z.number().positive().optional(),
});

/**
 * What intuit-oauth rejects with: its own Error carrying the OAuth error code (`invalid_grant`) and
 * the HTTP answer, if one came. Read defensively: none of it is typed by the library.
 */
interface IntuitFailure {
  error?: unknown;
  error_description?: unknown;
  authResponse?: { response?: { status?: unknown } };
}

/** An OAuth error code is a short word; anything else (an HTML page, a socket error) is not shown. */
const OAUTH_CODE = /^[a-z_]{1,64}$/;

/** What went wrong, for the caller: the service's OAuth code when it answered one, never a secret. */
function failureOf(error: unknown, action: string, secrets: string[]): AccountingServiceError {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as IntuitFailure;
  const status =
    typeof failure.authResponse?.response?.status === 'number' ? failure.authResponse.response.status : 0;
  const code = typeof failure.error === 'string' && OAUTH_CODE.test(failure.error) ? failure.error : null;
  const hide = (text: string) => secrets.reduce((kept, secret) => kept.split(secret).join('[hidden]'), text);
  const description =
    typeof failure.error_description === 'string' ? hide(failure.error_description).slice(0, 200) : '';
  let result: AccountingServiceError;
  if (status === 0 || status >= 500) {
    const answered = status ? ` (it answered ${status})` : '';
    result = new AccountingServiceError(
      `QuickBooks could not be reached to ${action}${answered}; try again in a few minutes.`,
    );
  } else if (code) {
    result = new AccountingServiceError(
      `QuickBooks refused to ${action}: ${code}${description ? ` (${description})` : ''}.`,
      code,
    );
  } else {
    result = new AccountingServiceError(`QuickBooks refused to ${action} (it answered ${status}).`);
  }
  const original = error instanceof Error ? error.message : String(error);
  result.cause = new Error(hide(original).slice(0, 500));
  return result;
}

/** Consent, code exchange, refresh and revoke through Intuit's OAuth client. */
export function quickBooksOAuth(
  settings: QuickBooksOAuthSettings,
  options: { timeoutMs: number; clock: QuickBooksClock },
): QuickBooksOAuth {
  // A client per call: intuit-oauth keeps the last token on the client, and calls for different
  // tokens must not share it.
  const client = () =>
    new OAuthClient({
      environment: settings.environment,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUri: settings.redirectUri,
      logging: false,
    });

  /** intuit-oauth sets no time limit of its own; a stalled token endpoint must not hold a request. */
  async function withinTime<T>(promise: Promise<T>, action: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const limit = durationText(options.timeoutMs);
        reject(new AccountingServiceError(`QuickBooks did not answer within ${limit} to ${action}.`));
      }, options.timeoutMs);
    });
    try {
      return await Promise.race([promise, expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function tokens(
    action: string,
    secrets: string[],
    request: () => Promise<{ getJson(): unknown }>,
  ): Promise<AccountingTokens> {
    const hidden = [settings.clientSecret, ...secrets].filter((secret) => secret.length >= 4);
    let answer: unknown;
    try {
      answer = (await withinTime(request(), action)).getJson();
    } catch (error) {
      if (error instanceof AccountingServiceError) throw error;
      throw failureOf(error, action, hidden);
    }
    const parsed = tokenSchema.safeParse(answer);
    if (!parsed.success) {
      throw new AccountingServiceError(`QuickBooks answered no usable tokens to ${action}.`);
    }
    const now = options.clock.now();
    const { access_token, refresh_token, expires_in, x_refresh_token_expires_in } = parsed.data;
    return {
      accessToken: access_token,
      refreshToken: refresh_token,
      accessTokenExpiresAt: new Date(now + expires_in * 1000),
      refreshTokenExpiresAt: x_refresh_token_expires_in
        ? new Date(now + x_refresh_token_expires_in * 1000)
        : null,
    };
  }

  return {
    consentUrl: (state) => client().authorizeUri({ scope: [OAuthClient.scopes.Accounting], state }),

    exchangeCode(code, realmId) {
      // intuit-oauth reads the code and the company from the callback URL, as the browser arrived.
      const callback = new URL(settings.redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('realmId', realmId);
      return tokens('exchange the authorization code', [code], () =>
        client().createToken(callback.toString()),
      );
    },

    async refresh(refreshToken) {
      try {
        return await tokens('refresh the connection', [refreshToken], () =>
          client().refreshUsingToken(refreshToken),
        );
      } catch (error) {
        if (error instanceof AccountingServiceError && error.serviceCode === INVALID_GRANT) {
          throw new AccountingReconnectRequired(error.message);
        }
        throw error;
      }
    },

    async revoke(refreshToken) {
      const action = 'disconnect';
      const hidden = [settings.clientSecret, refreshToken].filter((secret) => secret.length >= 4);
      try {
        await withinTime(client().revoke({ refresh_token: refreshToken }), action);
      } catch (error) {
        if (error instanceof AccountingServiceError) throw error;
        throw failureOf(error, action, hidden);
      }
    },
  };
}
