import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VolumeReportRequest, VolumeReportResponse } from '../../../shared/contracts/volume-reports';
import { api } from '../../lib/api';

export type VolumeReportPath =
  'GetWellPumpageVolumesByClientByAquifer' | 'GetWellPumpageVolumesByClientByWellUses';

export function fetchVolumeReport(
  path: VolumeReportPath,
  request: VolumeReportRequest,
  signal?: AbortSignal,
) {
  return api.post<VolumeReportResponse>(path, request, { signal });
}

/** One page of groups; the previous page stays on screen while the next one loads. */
export function useVolumeReport(path: VolumeReportPath, request: VolumeReportRequest) {
  return useQuery({
    queryKey: ['volume-reports', path, request],
    queryFn: ({ signal }) => fetchVolumeReport(path, request, signal),
    placeholderData: keepPreviousData,
  });
}
