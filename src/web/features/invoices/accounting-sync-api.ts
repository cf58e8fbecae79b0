import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SYNC_LOG_PAGE_SIZES,
  syncInvoiceEndpoint,
  syncLogEndpoint,
} from '../../../shared/contracts/accounting';
import { ACCOUNTING_QUERY_KEY } from '../../lib/accounting-connection';
import { api } from '../../lib/api';
import { invoiceKeys } from './api';

/**
 * The invoice's sync log is kept under the invoices' key: any change to an invoice may sync it (a
 * payment does, on its own), so whatever refreshes the invoices refreshes it too.
 */
const syncLogKey = (invoiceId: number) => [...invoiceKeys.all, 'sync-log', invoiceId] as const;

/** Copies one invoice into the books as it stands now; answers the server's account of what it did. */
export function syncInvoice(invoiceId: number) {
  return api(syncInvoiceEndpoint, { query: { invoiceId } });
}

/** The invoice's latest sync attempts, newest first: the first page of the district's sync log. */
export function useInvoiceSyncLog(invoiceId: number) {
  return useQuery({
    queryKey: syncLogKey(invoiceId),
    queryFn: () => api(syncLogEndpoint, { query: { invoiceId, pageSize: SYNC_LOG_PAGE_SIZES[0] } }),
  });
}

/** Sync from the invoice's page; a failed attempt is logged too, so the invoice is read again either way. */
export function useSyncInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncInvoice,
    // A failed sync is logged too, and may have found the connection expired.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: ACCOUNTING_QUERY_KEY }),
      ]),
  });
}
