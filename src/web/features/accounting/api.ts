import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  accountingConfigEndpoint,
  accountingConnectionEndpoint,
  syncLogEndpoint,
  type SyncLogQuery,
} from '../../../shared/contracts/accounting';
import { api } from '../../lib/api';

/**
 * Every accounting query lives under 'accounting': connecting, disconnecting or a sync refreshes them
 * all at once. The callback's one-time exchange is kept apart (see the callback page) so that this
 * refresh never runs it again.
 */
export const accountingKeys = {
  all: ['accounting'] as const,
  config: ['accounting', 'config'] as const,
  connection: ['accounting', 'connection'] as const,
  log: (query: SyncLogQuery) => ['accounting', 'log', query] as const,
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

/** Whether the portal is connected, to which company, since when (all staff). */
export function useAccountingConnection() {
  return useQuery({
    queryKey: accountingKeys.connection,
    queryFn: async () => (await api(accountingConnectionEndpoint)).data,
  });
}

export function useSyncLog(query: SyncLogQuery) {
  return useQuery({
    queryKey: accountingKeys.log(query),
    queryFn: () => api(syncLogEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}
