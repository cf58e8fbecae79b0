import type { QueryClient } from '@tanstack/react-query';
import { exchangeTokenEndpoint } from '../../../shared/contracts/accounting';
import { api, errorMessage } from '../../lib/api';
import { accountingConfigQuery, accountingKeys } from './api';
import { claimOAuthState } from './oauth-state';

export const INVALID_STATE_MESSAGE = 'Authorization failed due to invalid state. Please try again.';
export const AUTHORIZATION_FAILED_MESSAGE = 'Authorization failed. Please try again.';

export function integrationFailedMessage(serviceName: string): string {
  return `Failed to integrate ${serviceName}. Please try again.`;
}

export function integratedMessage(serviceName: string): string {
  return `Successfully integrated ${serviceName}.`;
}

/** What the consent page sent back on the callback's address. */
export interface CallbackParams {
  code: string | null;
  state: string | null;
  realmId: string | null;
  /** The service's refusal, e.g. access_denied when the Admin cancelled. */
  error: string | null;
}

export type CallbackOutcome =
  | { kind: 'invalid-state' }
  | { kind: 'incomplete'; reason: string | null }
  | { kind: 'failed'; serviceName: string | null; reason: string }
  | { kind: 'connected'; serviceName: string };

export function callbackParams(search: URLSearchParams): CallbackParams {
  const value = (name: string) => search.get(name) || null;
  return { code: value('code'), state: value('state'), realmId: value('realmId'), error: value('error') };
}

function refusalReason(error: string): string {
  return error === 'access_denied' ? 'Access was not granted.' : `The service answered: ${error}.`;
}

/**
 * The spec's callback rules, in order: the state first (a callback this tab did not start is refused
 * before anything else is read), then the code and company id, then the exchange with the
 * environment the server is set up for. Answers an outcome rather than throwing, so each rule keeps
 * its own message.
 */
export async function completeAuthorization(
  params: CallbackParams,
  queryClient: QueryClient,
): Promise<CallbackOutcome> {
  if (!claimOAuthState(params.state)) return { kind: 'invalid-state' };
  const { code, realmId, error } = params;
  if (error !== null) return { kind: 'incomplete', reason: refusalReason(error) };
  if (code === null || realmId === null) return { kind: 'incomplete', reason: null };
  let serviceName: string | null = null;
  try {
    const config = await queryClient.fetchQuery(accountingConfigQuery());
    serviceName = config.serviceName;
    await api(exchangeTokenEndpoint, { body: { code, realmId, environment: config.environment } });
  } catch (failure) {
    return { kind: 'failed', serviceName, reason: errorMessage(failure) };
  }
  void queryClient.invalidateQueries({ queryKey: accountingKeys.all });
  return { kind: 'connected', serviceName };
}
