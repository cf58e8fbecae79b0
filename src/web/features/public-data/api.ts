import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  downloadPublicPumpageEndpoint,
  getPublicSummaryEndpoint,
  getPublicWellsEndpoint,
  type PublicPumpageGroup,
} from '../../../shared/contracts/public-data';
import {
  getPublicLevelsEndpoint,
  getPublicMonitoringWellsEndpoint,
} from '../../../shared/contracts/monitoring-wells';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/download';

// The server caches its public answers for a few minutes; asking more often would show nothing new.
const STALE_MS = 2 * 60_000;

export function publicSummaryQuery() {
  return queryOptions({
    queryKey: ['public-data', 'summary'] as const,
    queryFn: async () => (await api(getPublicSummaryEndpoint)).data,
    staleTime: STALE_MS,
  });
}

/** The registered wells as published (the page asks only when the district publishes them). */
export function usePublicWells() {
  return useQuery({
    queryKey: ['public-data', 'wells'] as const,
    queryFn: async () => (await api(getPublicWellsEndpoint)).data,
    staleTime: STALE_MS,
  });
}

/** The monitoring wells the district publishes (each well is published on its own, by staff). */
export function usePublicMonitoringWells() {
  return useQuery({
    queryKey: ['public-data', 'monitoring-wells'] as const,
    queryFn: async () => (await api(getPublicMonitoringWellsEndpoint)).data,
    staleTime: STALE_MS,
  });
}

/** One published monitoring well's measurements, oldest first. */
export function usePublicLevels(monitoringWellId: number) {
  return useQuery({
    queryKey: ['public-data', 'levels', monitoringWellId] as const,
    queryFn: async () => (await api(getPublicLevelsEndpoint, { query: { monitoringWellId } })).data,
    staleTime: STALE_MS,
  });
}

/** The file name the server gives in Content-Disposition, or `fallback`. */
function attachmentName(headers: Headers | undefined, fallback: string): string {
  const disposition = headers?.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
  return name || fallback;
}

/** Saves the published pumpage as CSV, one row per year and parish, aquifer or use. */
export async function downloadPublicPumpage(by: PublicPumpageGroup): Promise<void> {
  let headers: Headers | undefined;
  const file = await api(
    downloadPublicPumpageEndpoint,
    { query: { by } },
    { onHeaders: (received) => (headers = received) },
  );
  saveBlob(file, attachmentName(headers, `public-pumpage-by-${by}.csv`));
}
