import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getReadingsEndpoint,
  getReadingWellsEndpoint,
  submitReadingEndpoint,
  uploadReadingPhotoEndpoint,
  type SubmitReadingRequest,
} from '../../../shared/contracts/meter-readings';
import { api } from '../../lib/api';
import { readingKeys } from '../../lib/meter-queries';
import { useKeyedSend, useSubmissionKey } from '../../lib/submission-key';

// Under the readings' shared root, so a reading entered here refreshes staff's lists too and back.
export const meterReadingKeys = {
  all: readingKeys.all,
  wells: [...readingKeys.all, 'wells'] as const,
  history: (wellId: number) => [...readingKeys.all, 'history', wellId] as const,
};

/** The caller's wells with their meter, last reading and this month's gallons. */
export function useReadingWells() {
  return useQuery({
    queryKey: meterReadingKeys.wells,
    queryFn: () => api(getReadingWellsEndpoint),
  });
}

/** A well's readings, fetched once its history is opened; newest first. */
export function useReadingHistory(wellId: number, enabled: boolean) {
  return useQuery({
    queryKey: meterReadingKeys.history(wellId),
    queryFn: () => api(getReadingsEndpoint, { query: { wellId } }),
    select: (response) =>
      [...response.data].sort(
        (a, b) =>
          b.readOn.localeCompare(a.readOn) || (b.readAt ?? '').localeCompare(a.readAt ?? '') || b.id - a.id,
      ),
    enabled,
  });
}

function useRefreshReadings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meterReadingKeys.all });
}

/** An owner's reading as the form sends it: owners never mark audit readings. */
export type OwnerReadingRequest = Omit<SubmitReadingRequest, 'isAudit'>;

/** Submits a reading once per submission (the same values again send the same request key). */
export function useSubmitReading() {
  const refresh = useRefreshReadings();
  return useMutation({
    mutationFn: useKeyedSend((reading: OwnerReadingRequest, requestKey: string) =>
      api(submitReadingEndpoint, { query: { requestKey }, body: reading }),
    ),
    onSuccess: refresh,
  });
}

export interface ReadingPhotoUpload {
  readingId: number;
  file: File;
}

/**
 * Attaches the photo to a saved reading. The request key follows the reading and the file (its
 * name, size and date), so sending the same photo again after a failure is one upload.
 */
export function useUploadReadingPhoto() {
  const refresh = useRefreshReadings();
  const submissionKey = useSubmissionKey();
  return useMutation({
    mutationFn: async ({ readingId, file }: ReadingPhotoUpload) => {
      const requestKey = submissionKey.keyFor({
        readingId,
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
      });
      const formData = new FormData();
      formData.append('file', file);
      const answer = await api(
        uploadReadingPhotoEndpoint,
        { query: { readingId, requestKey } },
        { formData },
      );
      submissionKey.succeeded();
      return answer;
    },
    onSuccess: refresh,
  });
}
