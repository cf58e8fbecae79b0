import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downloadPermitUseEndpoint,
  getDistrictCutsEndpoint,
  getPermitSettingsEndpoint,
  saveDistrictCutEndpoint,
  savePermitSettingsEndpoint,
  type PermitSettingsInput,
  type PermitUseDownloadQuery,
  type SaveDistrictCutRequest,
} from '../../../shared/contracts/permits';
import { api } from '../../lib/api';
import { permitKeys } from '../../lib/permit-queries';
import { useKeyedSend } from '../../lib/submission-key';

/*
 * The staff pages' own calls; the permit use list is shared with the owner's card
 * (lib/permit-queries.ts). A cut or another permit year changes every well's permitted volume, so
 * their saves read every permit query again.
 */

/** The district's cuts, the latest first, with the notices sent for each, and the district's today. */
export function useDistrictCuts() {
  return useQuery({
    queryKey: permitKeys.cuts,
    queryFn: ({ signal }) => api(getDistrictCutsEndpoint, undefined, { signal }),
  });
}

/** Declares a cut, or changes one (its end date); the cuts and every permit's use are read again. */
export function useSaveDistrictCut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedSend((body: SaveDistrictCutRequest, requestKey: string) =>
      api(saveDistrictCutEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permitKeys.all }),
  });
}

/** The permit year's first month and the staff alert address. */
export function usePermitSettings() {
  return useQuery({
    queryKey: permitKeys.settings,
    queryFn: async ({ signal }) => (await api(getPermitSettingsEndpoint, undefined, { signal })).data,
  });
}

/** Saves the permit settings (the Admin's); another first month moves every permit year. */
export function useSavePermitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PermitSettingsInput) => api(savePermitSettingsEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permitKeys.all }),
  });
}

/** The Permits report the filters match, as the server's CSV or Excel file. */
export function fetchPermitUseFile(query: PermitUseDownloadQuery): Promise<Blob> {
  return api(downloadPermitUseEndpoint, { query });
}
