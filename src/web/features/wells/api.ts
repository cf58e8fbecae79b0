import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deactivateWellEndpoint,
  getWellEndpoint,
  listWellsEndpoint,
  saveClientWellDetailsEndpoint,
  saveWellEndpoint,
  type SaveClientWellDetailsInput,
  type SaveWellInput,
  type WellFilter,
} from '../../../shared/contracts/wells';
import { api } from '../../lib/api';
import { useKeyedSend } from '../../lib/submission-key';

export const wellKeys = {
  all: ['wells'] as const,
  list: (filter: WellFilter) => ['wells', 'list', filter] as const,
  detail: (id: number) => ['wells', 'detail', id] as const,
};

/** The wells the filter selects, within the caller's clients. */
export function useWellList(filter: WellFilter) {
  return useQuery({
    queryKey: wellKeys.list(filter),
    queryFn: () => api(listWellsEndpoint, { body: filter }),
    select: (response) => response.data,
  });
}

/** Another client's well answers 404 'Well not found.'. */
export function useWell(id: number | null) {
  return useQuery({
    queryKey: wellKeys.detail(id ?? 0),
    queryFn: () => api(getWellEndpoint, { query: { id: id ?? 0 } }),
    select: (response) => response.data,
    enabled: id !== null,
  });
}

function useRefreshWells() {
  const queryClient = useQueryClient();
  // Returned from onSuccess, so the caller's mutateAsync resolves once the well is fresh again.
  return () => queryClient.invalidateQueries({ queryKey: wellKeys.all });
}

/** Staff: creates without an id, updates with one. */
export function useSaveWell() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: useKeyedSend((well: SaveWellInput, requestKey: string) =>
      api(saveWellEndpoint, { query: { requestKey }, body: well }),
    ),
    onSuccess: refresh,
  });
}

/** The owner's two fields of their own well. */
export function useSaveClientWellDetails() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: (details: SaveClientWellDetailsInput) =>
      api(saveClientWellDetailsEndpoint, { body: details }),
    onSuccess: refresh,
  });
}

/** The Delete Well action: the well is deactivated; pumpage and billing history stay. */
export function useDeactivateWell() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: (id: number) => api(deactivateWellEndpoint, { query: { id } }),
    onSuccess: refresh,
  });
}
