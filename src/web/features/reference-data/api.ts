import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import {
  getAquiferEndpoint,
  getParishEndpoint,
  getWellUseCategoryEndpoint,
  getWellUseEndpoint,
  saveAquiferEndpoint,
  saveParishEndpoint,
  saveWellUseCategoryEndpoint,
  saveWellUseEndpoint,
  type aquiferFormSchema,
  type parishFormSchema,
  type wellUseCategoryFormSchema,
  type wellUseFormSchema,
  type Aquifer,
  type Parish,
  type WellUse,
  type WellUseCategory,
} from '../../../shared/contracts/reference-data';
import { api } from '../../lib/api';
import { useAquiferList, useParishList, useWellUseCategoryList, useWellUseList } from '../../lib/lookups';
import { useInvalidateLookup, type LookupName } from '../../lib/lookup-cache';
import { useKeyedSend } from '../../lib/submission-key';

/**
 * The calls of one reference list. The list is the shared lookup the filters read, so the
 * management screen and every filter hold one copy, and a save refreshes both.
 */
export interface ReferenceResource<Row, Form> {
  lookup: LookupName;
  useList: () => UseQueryResult<Row[]>;
  fetchRecord: (id: number, signal: AbortSignal) => Promise<Row>;
  save: (body: Form & { id?: number }, requestKey: string) => Promise<SavedResponse>;
}

export const PARISH_RESOURCE: ReferenceResource<Parish, z.output<typeof parishFormSchema>> = {
  lookup: 'parishes',
  useList: useParishList,
  fetchRecord: async (id, signal) => (await api(getParishEndpoint, { query: { id } }, { signal })).data,
  save: (body, requestKey) => api(saveParishEndpoint, { query: { requestKey }, body }),
};

export const AQUIFER_RESOURCE: ReferenceResource<Aquifer, z.output<typeof aquiferFormSchema>> = {
  lookup: 'aquifers',
  useList: useAquiferList,
  fetchRecord: async (id, signal) => (await api(getAquiferEndpoint, { query: { id } }, { signal })).data,
  save: (body, requestKey) => api(saveAquiferEndpoint, { query: { requestKey }, body }),
};

export const WELL_USE_CATEGORY_RESOURCE: ReferenceResource<
  WellUseCategory,
  z.output<typeof wellUseCategoryFormSchema>
> = {
  lookup: 'wellUseCategories',
  useList: useWellUseCategoryList,
  fetchRecord: async (id, signal) =>
    (await api(getWellUseCategoryEndpoint, { query: { id } }, { signal })).data,
  save: (body, requestKey) => api(saveWellUseCategoryEndpoint, { query: { requestKey }, body }),
};

export const WELL_USE_RESOURCE: ReferenceResource<WellUse, z.output<typeof wellUseFormSchema>> = {
  lookup: 'wellUses',
  useList: useWellUseList,
  fetchRecord: async (id, signal) => (await api(getWellUseEndpoint, { query: { id } }, { signal })).data,
  save: (body, requestKey) => api(saveWellUseEndpoint, { query: { requestKey }, body }),
};

/** One record by id; nothing is fetched without an id (the create form). */
export function useReferenceRecord<Row, Form>(
  resource: ReferenceResource<Row, Form>,
  id: number | undefined,
) {
  return useQuery({
    queryKey: ['reference-record', resource.lookup, id],
    queryFn: ({ signal }) => resource.fetchRecord(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

/** Saves (creates without an id, updates with one) and refreshes the list, its filters and the record. */
export function useSaveReferenceRecord<Row, Form>(resource: ReferenceResource<Row, Form>) {
  const queryClient = useQueryClient();
  const invalidateLookup = useInvalidateLookup();
  return useMutation({
    mutationFn: useKeyedSend(resource.save),
    onSuccess: () =>
      Promise.all([
        invalidateLookup(resource.lookup),
        queryClient.invalidateQueries({ queryKey: ['reference-record', resource.lookup] }),
      ]),
  });
}
