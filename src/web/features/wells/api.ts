import { useQuery } from '@tanstack/react-query';
import { getWellEndpoint, listWellsEndpoint, type WellFilter } from '../../../shared/contracts/wells';
import { api } from '../../lib/api';

// The saves are in well-mutations.ts: the wells list loads no mutation code.
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
