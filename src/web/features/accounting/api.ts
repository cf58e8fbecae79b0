import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  accountingConfigEndpoint,
  syncLogEndpoint,
  type SyncLogQuery,
} from '../../../shared/contracts/accounting';
import { ACCOUNTING_QUERY_KEY } from '../../lib/accounting-connection';
import { api } from '../../lib/api';

/**
 * The accounting queries, all under one key (lib/accounting-connection.ts). The callback's one-time
 * exchange is kept apart (see the callback page) so that refreshing them never runs it again.
 */
export const accountingKeys = {
  all: ACCOUNTING_QUERY_KEY,
  config: [...ACCOUNTING_QUERY_KEY, 'config'] as const,
  log: (query: SyncLogQuery) => [...ACCOUNTING_QUERY_KEY, 'log', query] as const,
};

/** The service in use, its environment and its name (Admins only). */
export function accountingConfigQuery() {
  return queryOptions({
    queryKey: accountingKeys.config,
    queryFn: async () => (await api(accountingConfigEndpoint)).data,
  });
}

export function useAccountingConfig() {
  return useQuery(accountingConfigQuery());
}

export function useSyncLog(query: SyncLogQuery) {
  return useQuery({
    queryKey: accountingKeys.log(query),
    queryFn: () => api(syncLogEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}
