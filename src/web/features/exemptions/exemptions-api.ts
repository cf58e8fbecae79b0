import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getExemptionReviewEndpoint,
  getExemptionRulesEndpoint,
  saveExemptionRulesEndpoint,
  setWellExemptionEndpoint,
  type ExemptionReviewQuery,
  type SaveExemptionRulesRequest,
  type SetWellExemptionRequest,
} from '../../../shared/contracts/exemptions';
import { api } from '../../lib/api';

/*
 * The exemption queries sit under 'exemptions': a save of the rules changes what the review says of
 * every well, and a well's new flag changes the review's rows and counts, so each refreshes both.
 */
const EXEMPTIONS_KEY = ['exemptions'] as const;
const rulesKey = [...EXEMPTIONS_KEY, 'rules'] as const;
const reviewKey = (query: ExemptionReviewQuery) => [...EXEMPTIONS_KEY, 'review', query] as const;

/** The district's exemption rules, with who saved them last. */
export function useExemptionRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: async ({ signal }) => (await api(getExemptionRulesEndpoint, undefined, { signal })).data,
  });
}

/** Replaces the rules (the Admin's); the rules and the review are read again. */
export function useSaveExemptionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveExemptionRulesRequest) => api(saveExemptionRulesEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXEMPTIONS_KEY }),
  });
}

/** One page of the review; while another page or filter loads, the last one stays. */
export function useExemptionReview(query: ExemptionReviewQuery) {
  return useQuery({
    queryKey: reviewKey(query),
    queryFn: ({ signal }) => api(getExemptionReviewEndpoint, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a well exempt or clears its flag, with the reason; the review is read again. */
export function useSetWellExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetWellExemptionRequest) => api(setWellExemptionEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...EXEMPTIONS_KEY, 'review'] }),
  });
}
