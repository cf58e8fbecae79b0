import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getBillingTermsEndpoint,
  getRateNoticesEndpoint,
  getRateScheduleEndpoint,
  saveBillingTermsEndpoint,
  saveRateEndpoint,
  withdrawBillingTermsEndpoint,
  withdrawRateEndpoint,
  type SaveBillingTermsRequest,
  type SaveRateRequest,
} from '../../../shared/contracts/rates';
import { api } from '../../lib/api';
import { useKeyedSend } from '../../lib/submission-key';

/*
 * The rate schedule and the billing terms sit under 'rates': a new or withdrawn rate changes the
 * schedule and its notices, new or withdrawn terms the terms; each save reads its list again.
 */
export const rateKeys = {
  all: ['rates'] as const,
  schedule: ['rates', 'schedule'] as const,
  notices: (rateId: number) => ['rates', 'schedule', rateId, 'notices'] as const,
  terms: ['rates', 'terms'] as const,
};

/** Every rate, newest first, with where each stands on the district's today and the notice days. */
export function useRateSchedule() {
  return useQuery({
    queryKey: rateKeys.schedule,
    queryFn: ({ signal }) => api(getRateScheduleEndpoint, undefined, { signal }),
  });
}

/** Who was told of a rate, and when (staff). */
export function useRateNotices(rateId: number) {
  return useQuery({
    queryKey: rateKeys.notices(rateId),
    queryFn: async ({ signal }) =>
      (await api(getRateNoticesEndpoint, { query: { rateId } }, { signal })).data,
  });
}

/** Adds a rate (the Admin's), with its submission's request key; the schedule is read again. */
export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedSend((body: SaveRateRequest, requestKey: string) =>
      api(saveRateEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.schedule }),
  });
}

/** Withdraws a rate not yet in effect (the Admin's); the schedule is read again. */
export function useWithdrawRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(withdrawRateEndpoint, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.schedule }),
  });
}

/** Every version of the billing terms, newest first, with where each stands today. */
export function useBillingTerms() {
  return useQuery({
    queryKey: rateKeys.terms,
    queryFn: ({ signal }) => api(getBillingTermsEndpoint, undefined, { signal }),
  });
}

/** Adds billing terms (the Admin's), with its submission's request key; the terms are read again. */
export function useSaveBillingTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedSend((body: SaveBillingTermsRequest, requestKey: string) =>
      api(saveBillingTermsEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.terms }),
  });
}

/** Withdraws billing terms not yet in effect (the Admin's); the terms are read again. */
export function useWithdrawBillingTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(withdrawBillingTermsEndpoint, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.terms }),
  });
}
