import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { ListResponse, RecordResponse } from '../../../shared/contracts/reference-data';
import { api } from '../../lib/api';

/** The three calls of one reference list (spec section 7) and the cache key they share. */
export interface ReferenceResource {
  key: string;
  listPath: string;
  byIdPath: string;
  savePath: string;
}

export const PARISH_RESOURCE: ReferenceResource = {
  key: 'parishes',
  listPath: 'Parish/GetParishes',
  byIdPath: 'Parish/GetParishById',
  savePath: 'Parish/SaveParish',
};

export const AQUIFER_RESOURCE: ReferenceResource = {
  key: 'aquifers',
  listPath: 'Aquifer/GetAquifers',
  byIdPath: 'Aquifer/GetAquiferById',
  savePath: 'Aquifer/SaveAquifer',
};

export const WELL_USE_CATEGORY_RESOURCE: ReferenceResource = {
  key: 'well-use-categories',
  listPath: 'WellUseCategory/GetWellUseCategories',
  byIdPath: 'WellUseCategory/GetWellUseCategoryById',
  savePath: 'WellUseCategory/SaveWellUseCategory',
};

export const WELL_USE_RESOURCE: ReferenceResource = {
  key: 'well-uses',
  listPath: 'WellUse/GetWellUses',
  byIdPath: 'WellUse/GetWellUseById',
  savePath: 'WellUse/SaveWellUse',
};

export function useReferenceList<Row>(resource: ReferenceResource) {
  return useQuery({
    queryKey: [resource.key, 'list'],
    queryFn: async () => (await api.get<ListResponse<Row>>(resource.listPath)).data,
  });
}

/** One record by id; nothing is fetched without an id (the create form). */
export function useReferenceRecord<Row>(resource: ReferenceResource, id: number | undefined) {
  return useQuery({
    queryKey: [resource.key, 'record', id],
    queryFn: async () => (await api.get<RecordResponse<Row>>(resource.byIdPath, { id })).data,
    enabled: id !== undefined,
  });
}

/** Saves (creates without an id, updates with one) and refreshes the list and the record. */
export function useSaveReferenceRecord(resource: ReferenceResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => api.post<SavedResponse>(resource.savePath, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource.key] }),
  });
}
