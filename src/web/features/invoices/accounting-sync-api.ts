import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountingConnectionEndpoint,
  SYNC_LOG_PAGE_SIZES,
  syncInvoiceEndpoint,
  syncLogEndpoint,
} from '../../../shared/contracts/accounting';
import { api } from '../../lib/api';
import { invoiceKeys } from './api';

/**
 * Kept under the invoices' key: any change to an invoice may sync it (a payment does, on its own), and a
 * failed sync may find the connection expired, so whatever refreshes the invoices refreshes these too.
 */
export const accountingKeys = {
  connection: [...invoiceKeys.all, 'accounting-connection'] as const,
  syncLog: (invoiceId: number) => [...invoiceKeys.all, 'sync-log', invoiceId] as const,
};

/** Copies one invoice into the books as it stands now; answers the server's account of what it did. */
export function syncInvoice(invoiceId: number) {
  return api(syncInvoiceEndpoint, { query: { invoiceId } });
}

/** The accounting service in use (its name) and whether the portal is connected to it. */
export function useAccountingConnection() {
  return useQuery({
    queryKey: accountingKeys.connection,
    queryFn: async () => (await api(accountingConnectionEndpoint)).data,
  });
}

/** The invoice's latest sync attempts, newest first: the first page of the district's sync log. */
export function useInvoiceSyncLog(invoiceId: number) {
  return useQuery({
    queryKey: accountingKeys.syncLog(invoiceId),
    queryFn: () => api(syncLogEndpoint, { query: { invoiceId, pageSize: SYNC_LOG_PAGE_SIZES[0] } }),
  });
}

/** Sync from the invoice's page; a failed attempt is logged too, so the invoice is read again either way. */
export function useSyncInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
