import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  VolumeReportRequest,
  volumesByClientByAquiferEndpoint,
  volumesByClientByWellUseEndpoint,
} from '../../../shared/contracts/volume-reports';
import { api } from '../../lib/api';
import { withDataAsOf } from '../../lib/data-as-of';

/** The two volume reports answer the same shape for the same filter. */
export type VolumeReportEndpoint =
  typeof volumesByClientByAquiferEndpoint | typeof volumesByClientByWellUseEndpoint;

export function fetchVolumeReport(
  endpoint: VolumeReportEndpoint,
  request: VolumeReportRequest,
  signal?: AbortSignal,
) {
  return withDataAsOf((onHeaders) => api(endpoint, { body: request }, { signal, onHeaders }));
}

/** One page of groups; the previous page stays on screen while the next one loads. */
export function useVolumeReport(endpoint: VolumeReportEndpoint, request: VolumeReportRequest) {
  return useQuery({
    queryKey: ['volume-reports', endpoint.path, request],
    queryFn: ({ signal }) => fetchVolumeReport(endpoint, request, signal),
    placeholderData: keepPreviousData,
  });
}
