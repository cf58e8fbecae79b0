import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listClientsEndpoint } from '../../shared/contracts/clients';
import {
  listAquifersEndpoint,
  listParishesEndpoint,
  listWellUseCategoriesEndpoint,
  listWellUsesEndpoint,
} from '../../shared/contracts/reference-data';
import { wellUseLabel } from '../../shared/rules/well-use';
import type { SelectOption } from '../components/form/form-select-field';
import { useToast } from '../components/toast/use-toast';
import { api, errorMessage } from './api';

/*
 * The lookup lists (clients, aquifers, parishes, well uses, well-use categories) are fetched once
 * and shared by every filter, dashboard and management screen through these query options. A save
 * on a management screen invalidates its lookup, so a new aquifer shows in every filter at once.
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

/** Every client the caller may see: staff get each in full, others their own by name. */
export const clientsLookup = () =>
  queryOptions({
    queryKey: lookupKeys.clients,
    queryFn: async ({ signal }) => (await api(listClientsEndpoint, { query: {} }, { signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });

export const aquifersLookup = () =>
  queryOptions({
    queryKey: lookupKeys.aquifers,
    queryFn: async ({ signal }) => (await api(listAquifersEndpoint, undefined, { signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });

export const parishesLookup = () =>
  queryOptions({
    queryKey: lookupKeys.parishes,
    queryFn: async ({ signal }) => (await api(listParishesEndpoint, undefined, { signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });

export const wellUsesLookup = () =>
  queryOptions({
    queryKey: lookupKeys.wellUses,
    queryFn: async ({ signal }) => (await api(listWellUsesEndpoint, undefined, { signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });

export const wellUseCategoriesLookup = () =>
  queryOptions({
    queryKey: lookupKeys.wellUseCategories,
    queryFn: async ({ signal }) => (await api(listWellUseCategoriesEndpoint, undefined, { signal })).data,
    staleTime: LOOKUP_STALE_MS,
  });

/** The whole lists, for the management screens (the same cache entries the filters read). */
export const useParishList = () => useQuery(parishesLookup());
export const useAquiferList = () => useQuery(aquifersLookup());
export const useWellUseList = () => useQuery(wellUsesLookup());
export const useWellUseCategoryList = () => useQuery(wellUseCategoriesLookup());

/** After a save of a lookup record: every screen showing that list refetches it. */
export function useInvalidateLookup() {
  const queryClient = useQueryClient();
  return (name: LookupName) => queryClient.invalidateQueries({ queryKey: lookupKeys[name] });
}

const byName = (row: { id: number; name: string }): SelectOption => ({ value: row.id, label: row.name });

/** The choices of the filters and forms that pick clients, aquifers, well uses and parishes; only fetched where the caller may use them. */
export function useLookups({ enabled, withClients }: { enabled: boolean; withClients: boolean }) {
  return {
    clients: useQuery({
      ...clientsLookup(),
      select: (rows) => rows.map(byName),
      enabled: enabled && withClients,
    }),
    aquifers: useQuery({ ...aquifersLookup(), select: (rows) => rows.map(byName), enabled }),
    wellUses: useQuery({
      ...wellUsesLookup(),
      select: (rows) => rows.map((wellUse) => ({ value: wellUse.id, label: wellUseLabel(wellUse) })),
      enabled,
    }),
    parishes: useQuery({ ...parishesLookup(), select: (rows) => rows.map(byName), enabled }),
  };
}

export type Lookups = ReturnType<typeof useLookups>;
export type LookupKind = keyof Lookups;

/** A failed lookup list shows a toast; the rest of the page keeps working. */
export function useLookupFailureToast(lookups: Lookups): void {
  const toast = useToast();
  const failure = Object.values(lookups).find((lookup) => lookup.isError)?.error;
  useEffect(() => {
    if (failure) toast.error(errorMessage(failure));
  }, [failure, toast]);
}
