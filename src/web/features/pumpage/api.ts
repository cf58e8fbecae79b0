import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/contracts/common';
import {
  DELETE_PUMPAGE_FAILURE,
  deleteWellPumpagesEndpoint,
  getWellQuarterPumpageEndpoint,
  listWellPumpagesEndpoint,
  updateWellQuarterPumpageEndpoint,
  type PumpageFilter,
  type PumpagePageQuery,
  type QuarterPumpage,
  type WellQuarterLookup,
  type WellQuarterQuery,
} from '../../../shared/contracts/pumpage';
import { api, ApiError } from '../../lib/api';

export const pumpageKeys = {
  all: ['well-pumpages'] as const,
  page: (filter: PumpageFilter, query: PumpagePageQuery) => ['well-pumpages', 'page', filter, query] as const,
  quarter: (query: WellQuarterLookup) => ['well-pumpages', 'quarter', query] as const,
};

/** One page of rows (page is 1-based) with the filter's totals. */
export function fetchPumpagePage(filter: PumpageFilter, query: PumpagePageQuery, signal?: AbortSignal) {
  return api(listWellPumpagesEndpoint, { query, body: filter }, { signal });
}

/** One page of the table; the previous page stays on screen while the next one loads. */
export function usePumpagePage(filter: PumpageFilter, query: PumpagePageQuery) {
  return useQuery({
    queryKey: pumpageKeys.page(filter, query),
    queryFn: ({ signal }) => fetchPumpagePage(filter, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Staff delete daily rows by id. */
export function useDeleteWellPumpages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api(deleteWellPumpagesEndpoint, { body: ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pumpageKeys.all }),
  });
}

/** The server's message, or the generic delete failure text when it sent none. */
export function deleteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  return DELETE_PUMPAGE_FAILURE;
}

/** One well's quarter, each month's total: what the pumpage update form starts from. */
export function useWellQuarterPumpage(query: WellQuarterLookup) {
  return useQuery({
    queryKey: pumpageKeys.quarter(query),
    queryFn: ({ signal }) => api(getWellQuarterPumpageEndpoint, { query }, { signal }),
    // The form starts from what is stored now, not from an answer kept since it was last open.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Staff set the three months of one well's quarter; the table and the form read them again. */
export function useUpdateWellQuarterPumpage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, edit }: { query: WellQuarterQuery; edit: QuarterPumpage }) =>
      api(updateWellQuarterPumpageEndpoint, { query, body: edit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pumpageKeys.all }),
  });
}
