import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { listClientsEndpoint } from '../../shared/contracts/clients';
import { api } from './api';

/*
 * The lookup lists (clients, aquifers, parishes, well uses, well-use categories) are fetched once
 * and shared by every filter, dashboard and management screen through one query-options function
 * each. A save on a management screen invalidates its lookup, so a new aquifer shows in every
 * filter at once. The client list lives here apart from the reference lists (lookups.ts) so that a
 * page needing only the clients does not load the reference-data contract.
 */

const LOOKUP_STALE_MS = 5 * 60_000;

export const lookupKeys = {
  all: ['lookups'] as const,
  clients: ['lookups', 'clients'] as const,
  aquifers: ['lookups', 'aquifers'] as const,
  parishes: ['lookups', 'parishes'] as const,
  wellUses: ['lookups', 'well-uses'] as const,
  wellUseCategories: ['lookups', 'well-use-categories'] as const,
};
export type LookupName = Exclude<keyof typeof lookupKeys, 'all'>;

export function lookupOptions<Row, Key extends readonly string[]>(
  queryKey: Key,
  fetchList: (signal: AbortSignal) => Promise<{ data: Row[] }>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => (await fetchList(signal)).data,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every client the caller may see: staff get each in full, others their own by name. */
export const clientsLookup = () =>
  lookupOptions(lookupKeys.clients, (signal) => api(listClientsEndpoint, { query: {} }, { signal }));

/** After a save of a lookup record: every screen showing that list refetches it. */
export function useInvalidateLookup() {
  const queryClient = useQueryClient();
  return (name: LookupName) => queryClient.invalidateQueries({ queryKey: lookupKeys[name] });
}
