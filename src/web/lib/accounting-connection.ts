import { useQuery } from '@tanstack/react-query';
import { accountingConnectionEndpoint } from '../../shared/contracts/accounting';
import { api } from './api';

/**
 * Every accounting query lives under this key: connecting, disconnecting or a sync (which may find
 * the connection expired) refreshes them all, on the Accounting page and on the invoices' alike.
 */
export const ACCOUNTING_QUERY_KEY = ['accounting'] as const;

/** Whether the portal is connected to the accounting service, which one, since when (all staff). */
export function useAccountingConnection() {
  return useQuery({
    queryKey: [...ACCOUNTING_QUERY_KEY, 'connection'],
    queryFn: async () => (await api(accountingConnectionEndpoint)).data,
  });
}
