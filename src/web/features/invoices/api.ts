import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceHistoryEndpoint } from '../../../shared/contracts/audit-log';
import {
  addAdjustmentEndpoint,
  regenerateInvoiceEndpoint,
  removeAdjustmentEndpoint,
  updateAdjustmentEndpoint,
  updateInvoiceOwnerNameEndpoint,
  updateItemPumpageEndpoint,
  updateLateFeeStatusEndpoint,
  type AdjustmentInput,
  type ItemPumpage,
} from '../../../shared/contracts/invoice-changes';
import {
  listClientInvoicesEndpoint,
  listInvoicesEndpoint,
  listUnpaidInvoicesEndpoint,
  type InvoiceFilter,
  type InvoicePageQuery,
} from '../../../shared/contracts/invoice-lists';
import {
  generateQuarterInvoicesEndpoint,
  getInvoiceEndpoint,
  updateInvoiceVisibilityEndpoint,
  type InvoicePeriod,
} from '../../../shared/contracts/invoices';
import { api } from '../../lib/api';
import { districtProfileQuery } from '../../lib/district-profile';

/** Every invoice query lives under 'invoices' (the dashboard's current-year list too): a change refreshes them all. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  page: (filter: InvoiceFilter, page: InvoicePageQuery) => ['invoices', 'page', filter, page] as const,
  client: (clientId: number, which: 'all' | 'unpaid') => ['invoices', 'client', clientId, which] as const,
  detail: (invoiceId: number, page: number, pageSize: number) =>
    ['invoices', 'detail', invoiceId, page, pageSize] as const,
  history: (invoiceId: number) => ['invoices', 'history', invoiceId] as const,
  payments: (invoiceId: number) => ['invoices', 'payments', invoiceId] as const,
};

export function useInvoicePage(filter: InvoiceFilter, page: InvoicePageQuery) {
  return useQuery({
    queryKey: invoiceKeys.page(filter, page),
    queryFn: () => api(listInvoicesEndpoint, { body: filter, query: page }),
    placeholderData: keepPreviousData,
  });
}

/** Staff's choice of every client on the unpaid list. */
export const EVERY_CLIENT = 0;

/** A client's invoices: all of them, or the unpaid ones; staff's unpaid ones of `EVERY_CLIENT`. */
export function useClientInvoices(clientId: number | undefined, which: 'all' | 'unpaid') {
  return useQuery({
    queryKey: invoiceKeys.client(clientId ?? 0, which),
    queryFn: async () =>
      which === 'all'
        ? (await api(listClientInvoicesEndpoint, { query: { clientId: clientId ?? 0 } })).data
        : (
            await api(listUnpaidInvoicesEndpoint, {
              query: clientId === EVERY_CLIENT ? {} : { clientId },
            })
          ).data,
    enabled: clientId !== undefined,
  });
}

/** An invoice with one page of its items; `clientId`, when the route has it, must be the invoice's. */
export function useInvoice(invoiceId: number, clientId: number | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(invoiceId, page, pageSize),
    queryFn: async () =>
      (await api(getInvoiceEndpoint, { query: { invoiceId, clientId, page, pageSize } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceHistory(invoiceId: number, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.history(invoiceId),
    queryFn: async () => (await api(invoiceHistoryEndpoint, { query: { invoiceId } })).data,
    enabled,
  });
}

export function useDistrictProfile() {
  return useQuery(districtProfileQuery());
}

/** A mutation after which every invoice query is read again. */
export function useInvoiceMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export const useGenerateQuarter = () =>
  useInvoiceMutation((period: InvoicePeriod) => api(generateQuarterInvoicesEndpoint, { body: period }));

export const useUpdateVisibility = () =>
  useInvoiceMutation(({ invoiceIds, isVisible }: { invoiceIds: number[]; isVisible: boolean }) =>
    api(updateInvoiceVisibilityEndpoint, {
      query: { invoiceId: invoiceIds.join(','), isVisible: String(isVisible) },
    }),
  );

export const useUpdateLateFeeStatus = () =>
  useInvoiceMutation(({ invoiceId, hideLateFees }: { invoiceId: number; hideLateFees: boolean }) =>
    api(updateLateFeeStatusEndpoint, { query: { invoiceId, hideLateFees: String(hideLateFees) } }),
  );

export const useUpdateInvoiceOwnerName = () =>
  useInvoiceMutation(
    ({ invoiceId, invoiceOwnerName }: { invoiceId: number; invoiceOwnerName: string | null }) =>
      api(updateInvoiceOwnerNameEndpoint, { query: { invoiceId }, body: { invoiceOwnerName } }),
  );

export const useRegenerateInvoice = () =>
  useInvoiceMutation(({ invoiceId, clientId }: { invoiceId: number; clientId: number }) =>
    api(regenerateInvoiceEndpoint, { query: { invoiceId, clientId } }),
  );

export const useUpdateItemPumpage = () =>
  useInvoiceMutation(({ invoiceId, edit }: { invoiceId: number; edit: ItemPumpage }) =>
    api(updateItemPumpageEndpoint, { query: { invoiceId }, body: edit }),
  );

/** `requestKey`: one per submission, so a double click or a retry adds one adjustment. */
interface NewAdjustment {
  invoiceId: number;
  adjustment: AdjustmentInput;
  requestKey: string;
}

export const useAddAdjustment = () =>
  useInvoiceMutation(({ invoiceId, adjustment, requestKey }: NewAdjustment) =>
    api(addAdjustmentEndpoint, { query: { invoiceId, requestKey }, body: adjustment }),
  );

export const useUpdateAdjustment = () =>
  useInvoiceMutation(({ adjustmentId, adjustment }: { adjustmentId: number; adjustment: AdjustmentInput }) =>
    api(updateAdjustmentEndpoint, { query: { adjustmentId }, body: adjustment }),
  );

export const useRemoveAdjustment = () =>
  useInvoiceMutation((adjustmentId: number) => api(removeAdjustmentEndpoint, { query: { adjustmentId } }));
