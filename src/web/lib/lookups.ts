import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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
import { clientsLookup, lookupKeys, lookupOptions } from './lookup-cache';

// The reference lists' query options; the shared keys and the client list are in lookup-cache.ts.

export const aquifersLookup = () =>
  lookupOptions(lookupKeys.aquifers, (signal) => api(listAquifersEndpoint, undefined, { signal }));
export const parishesLookup = () =>
  lookupOptions(lookupKeys.parishes, (signal) => api(listParishesEndpoint, undefined, { signal }));
export const wellUsesLookup = () =>
  lookupOptions(lookupKeys.wellUses, (signal) => api(listWellUsesEndpoint, undefined, { signal }));
export const wellUseCategoriesLookup = () =>
  lookupOptions(lookupKeys.wellUseCategories, (signal) =>
    api(listWellUseCategoriesEndpoint, undefined, { signal }),
  );

/** The whole lists, for the management screens (the same cache entries the filters read). */
export const useParishList = () => useQuery(parishesLookup());
export const useAquiferList = () => useQuery(aquifersLookup());
export const useWellUseList = () => useQuery(wellUsesLookup());
export const useWellUseCategoryList = () => useQuery(wellUseCategoriesLookup());

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
