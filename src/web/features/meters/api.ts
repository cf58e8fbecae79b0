import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getReviewQueueEndpoint,
  reviewReadingEndpoint,
  uploadReadingsEndpoint,
  type ReviewReadingRequest,
  type UploadReadingsResponse,
} from '../../../shared/contracts/meter-readings';
import { saveMeterEndpoint, type SaveMeterRequest } from '../../../shared/contracts/meters';
import { meterKeys, readingKeys, useInvalidateMeters } from '../../lib/meter-queries';
import { api } from '../../lib/api';
import { useKeyedSend } from '../../lib/submission-key';

/** Creates a meter (no id) or changes one, one request key per submission; every meter list refreshes. */
export function useSaveMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedSend((body: SaveMeterRequest, requestKey: string) =>
      api(saveMeterEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meterKeys.all }),
  });
}

/** The readings held for review. */
export function useReviewQueue() {
  return useQuery({
    queryKey: readingKeys.reviewQueue,
    queryFn: async ({ signal }) => (await api(getReviewQueueEndpoint, undefined, { signal })).data,
  });
}

/**
 * Accepts or rejects a held reading. Whatever the answer (a refusal may say another reviewer was
 * first), the queue and the well's readings are read again.
 */
export function useReviewReading() {
  const invalidate = useInvalidateMeters();
  return useMutation({
    mutationFn: ({ readingId, review }: { readingId: number; review: ReviewReadingRequest }) =>
      api(reviewReadingEndpoint, { query: { readingId }, body: review }),
    onSettled: invalidate,
  });
}

/** A file of readings (CSV or XLSX), checked whole by the server; the queue and readings refresh after. */
export function useUploadReadings() {
  const invalidate = useInvalidateMeters();
  return useMutation({
    mutationFn: (file: File): Promise<UploadReadingsResponse> => {
      const formData = new FormData();
      formData.append('file', file);
      return api(uploadReadingsEndpoint, undefined, { formData });
    },
    onSuccess: invalidate,
  });
}
