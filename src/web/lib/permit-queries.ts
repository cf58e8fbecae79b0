import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getPermitUseEndpoint,
  getWellPermitsEndpoint,
  savePermitEndpoint,
  type PermitUseQuery,
  type SavePermitRequest,
} from '../../shared/contracts/permits';
import { api } from './api';
import { withDataAsOf } from './data-as-of';
import { useKeyedSend } from './submission-key';

/*
 * The permit queries the well pages' permit section, the owner dashboard's card and the staff
 * Permits report share, all under 'permits': new terms, a district cut or another permit year
 * changes every well's permitted volume, so each of those saves invalidates `permitKeys.all`.
 */
export const permitKeys = {
  all: ['permits'] as const,
  well: (wellId: number) => ['permits', 'well', wellId] as const,
  use: (query: PermitUseQuery) => ['permits', 'use', query] as const,
  cuts: ['permits', 'cuts'] as const,
  settings: ['permits', 'settings'] as const,
};

/** A well's permit: its terms, this permit year's use, the days above the maximum rate and the alerts. */
export function useWellPermits(wellId: number) {
  return useQuery({
    queryKey: permitKeys.well(wellId),
    queryFn: async ({ signal }) =>
      (await api(getWellPermitsEndpoint, { query: { wellId } }, { signal })).data,
  });
}

/**
 * One page of the permitted wells' use (an owner's only their own), with the counts by status, the
 * totals of every page and how old the figures are when the reporting copy was behind (decision
 * 0058). A list that keeps its last page while the next loads adds `placeholderData: keepPreviousData`.
 */
export const permitUseQuery = (query: PermitUseQuery) =>
  queryOptions({
    queryKey: permitKeys.use(query),
    queryFn: ({ signal }) =>
      withDataAsOf((onHeaders) => api(getPermitUseEndpoint, { query }, { signal, onHeaders })),
  });

/** Sets a well's permit number and date and adds terms (staff); every permit query is read again. */
export function useSavePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedSend((body: SavePermitRequest, requestKey: string) =>
      api(savePermitEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permitKeys.all }),
  });
}
