import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { ListResponse } from '../../../shared/contracts/reference-data';
import type { SaveWellInput, WellDetail, WellFilter, WellListRow } from '../../../shared/contracts/wells';
import { api, apiRequest } from '../../lib/api';

export const wellKeys = {
  all: ['wells'] as const,
  list: (filter: WellFilter) => ['wells', 'list', filter] as const,
  detail: (id: number) => ['wells', 'detail', id] as const,
};

/** POST Well/GetWellsWithFilters: the wells the filter selects, within the caller's clients. */
export function useWellList(filter: WellFilter) {
  return useQuery({
    queryKey: wellKeys.list(filter),
    queryFn: () => api.post<ListResponse<WellListRow>>('Well/GetWellsWithFilters', filter),
    select: (response) => response.data,
  });
}

/** GET Well/GetWellById; another client's well answers 404 'Well not found.'. */
export function useWell(id: number | null) {
  return useQuery({
    queryKey: wellKeys.detail(id ?? 0),
    queryFn: () => api.get<{ message: string; data: WellDetail }>('Well/GetWellById', { id }),
    select: (response) => response.data,
    enabled: id !== null,
  });
}

function useRefreshWells() {
  const queryClient = useQueryClient();
  // Returned from onSuccess, so the caller's mutateAsync resolves once the well is fresh again.
  return () => queryClient.invalidateQueries({ queryKey: wellKeys.all });
}

/** POST Well/SaveWell (staff): creates without an id, updates with one. */
export function useSaveWell() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: (well: SaveWellInput) => api.post<SavedResponse>('Well/SaveWell', well),
    onSuccess: refresh,
  });
}

export interface ClientWellDetails {
  id: number;
  clientWellName: string | null;
  comment: string | null;
}

/** POST Well/SaveClientWellDetails: the owner's two fields of their own well. */
export function useSaveClientWellDetails() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: (details: ClientWellDetails) =>
      api.post<SavedResponse>('Well/SaveClientWellDetails', details),
    onSuccess: refresh,
  });
}

/** PUT Well/DeactivateWell?id: the Delete Well action; pumpage and billing history stay. */
export function useDeactivateWell() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<SavedResponse>('Well/DeactivateWell', { method: 'PUT', query: { id } }),
    onSuccess: refresh,
  });
}
