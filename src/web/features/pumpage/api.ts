import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/contracts/common';
import {
  DELETE_PUMPAGE_FAILURE,
  deleteWellPumpagesEndpoint,
  listWellPumpagesEndpoint,
  type PumpageFilter,
  type PumpagePageQuery,
} from '../../../shared/contracts/pumpage';
import { api, ApiError } from '../../lib/api';

export const pumpageKeys = {
  all: ['well-pumpages'] as const,
  page: (filter: PumpageFilter, query: PumpagePageQuery) => ['well-pumpages', 'page', filter, query] as const,
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
