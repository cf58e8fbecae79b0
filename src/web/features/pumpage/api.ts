import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE, type MessageResponse } from '../../../shared/contracts/common';
import {
  DELETE_PUMPAGE_FAILURE,
  type PumpageFilter,
  type PumpagePageQuery,
  type WellPumpagePage,
} from '../../../shared/contracts/pumpage';
import { api, ApiError } from '../../lib/api';

export const pumpageKeys = {
  all: ['well-pumpages'] as const,
  page: (filter: PumpageFilter, query: PumpagePageQuery) => ['well-pumpages', 'page', filter, query] as const,
};

/** POST GetAllWellPumpages?page&rowsPerPage&sortBy&sortDirection (page is 1-based). */
export function fetchPumpagePage(filter: PumpageFilter, query: PumpagePageQuery, signal?: AbortSignal) {
  return api.post<WellPumpagePage>('GetAllWellPumpages', filter, { query: { ...query }, signal });
}

/** One page of the table; the previous page stays on screen while the next one loads. */
export function usePumpagePage(filter: PumpageFilter, query: PumpagePageQuery) {
  return useQuery({
    queryKey: pumpageKeys.page(filter, query),
    queryFn: ({ signal }) => fetchPumpagePage(filter, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST DeleteWellPumpages (staff) with the ids of the daily rows. */
export function useDeleteWellPumpages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<MessageResponse>('DeleteWellPumpages', ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pumpageKeys.all }),
  });
}

/** The server's message, or the spec's delete failure text when it sent none (section 8). */
export function deleteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  return DELETE_PUMPAGE_FAILURE;
}
