import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getReadingPhotoEndpoint,
  getReadingsEndpoint,
  submitReadingEndpoint,
  type SubmitReadingRequest,
} from '../../shared/contracts/meter-readings';
import {
  getMetersEndpoint,
  getWellMetersEndpoint,
  installMeterEndpoint,
  type InstallMeterRequest,
  type MeterListQuery,
} from '../../shared/contracts/meters';
import { api, ApiError } from './api';
import { useKeyedSend } from './submission-key';

/*
 * The meter and reading queries the well's meter section, the meter register and the review queue
 * share. A change anywhere invalidates `meterKeys.all` or `readingKeys.all`, which cover every list
 * of its kind: a meter installed on a well leaves the register's free meters, an accepted reading
 * shows on its well's page.
 */
export const meterKeys = {
  all: ['meters'] as const,
  list: (query: MeterListQuery) => ['meters', 'list', query] as const,
  wellMeters: (wellId: number) => ['meters', 'well', wellId] as const,
};

export const readingKeys = {
  all: ['meter-readings'] as const,
  well: (wellId: number) => ['meter-readings', 'well', wellId] as const,
  reviewQueue: ['meter-readings', 'review-queue'] as const,
};

/** Photos never change once taken, so they live apart from the readings and are never refetched. */
const photoKey = (readingId: number) => ['reading-photo', readingId] as const;

/** The register, filtered by status and test state on the server. */
export const metersQuery = (query: MeterListQuery) =>
  queryOptions({
    queryKey: meterKeys.list(query),
    queryFn: async ({ signal }) => (await api(getMetersEndpoint, { query }, { signal })).data,
    placeholderData: keepPreviousData,
  });

export function useMeters(query: MeterListQuery = {}) {
  return useQuery(metersQuery(query));
}

/** A well's installations, newest first. */
export function useWellMeters(wellId: number) {
  return useQuery({
    queryKey: meterKeys.wellMeters(wellId),
    queryFn: async ({ signal }) => (await api(getWellMetersEndpoint, { query: { wellId } }, { signal })).data,
  });
}

/** A well's readings, as the server orders them. */
export function useWellReadings(wellId: number) {
  return useQuery({
    queryKey: readingKeys.well(wellId),
    queryFn: async ({ signal }) => (await api(getReadingsEndpoint, { query: { wellId } }, { signal })).data,
  });
}

/** What changes with a meter or a reading: every meter list and every reading list. */
export function useInvalidateMeters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meterKeys.all }),
      queryClient.invalidateQueries({ queryKey: readingKeys.all }),
    ]);
}

/** Installs a meter on a well (one request key per submission), then refreshes the meters and readings. */
export function useInstallMeter() {
  const invalidate = useInvalidateMeters();
  return useMutation({
    mutationFn: useKeyedSend((body: InstallMeterRequest, requestKey: string) =>
      api(installMeterEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: invalidate,
  });
}

/** Records a reading (one request key per submission), then refreshes the readings and the queue. */
export function useSubmitReading() {
  const invalidate = useInvalidateMeters();
  return useMutation({
    mutationFn: useKeyedSend((body: SubmitReadingRequest, requestKey: string) =>
      api(submitReadingEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: invalidate,
  });
}

const PHOTO_MISSING = 'The photo could not be loaded.';

/**
 * A reading's photo as a Blob, fetched through the API client (it carries the session's
 * token, which an <img src> would not). Shown through `usePhotoUrl`.
 */
export function useReadingPhoto(readingId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: photoKey(readingId),
    queryFn: async ({ signal }) => {
      const blob = await api(getReadingPhotoEndpoint, { query: { readingId } }, { signal });
      if (blob.size === 0) throw new ApiError(404, PHOTO_MISSING);
      return blob;
    },
    enabled,
    staleTime: Infinity,
  });
}
