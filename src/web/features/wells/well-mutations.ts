import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deactivateWellEndpoint,
  saveClientWellDetailsEndpoint,
  saveWellEndpoint,
  type SaveClientWellDetailsInput,
  type SaveWellInput,
} from '../../../shared/contracts/wells';
import { api } from '../../lib/api';
import { useKeyedSend } from '../../lib/submission-key';
import { wellKeys } from './api';

function useRefreshWells() {
  const queryClient = useQueryClient();
  // Returned from onSuccess, so the caller's mutateAsync resolves once the well is fresh again.
  return () => queryClient.invalidateQueries({ queryKey: wellKeys.all });
}

/** Staff: creates without an id, updates with one. */
export function useSaveWell() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: useKeyedSend((well: SaveWellInput, requestKey: string) =>
      api(saveWellEndpoint, { query: { requestKey }, body: well }),
    ),
    onSuccess: refresh,
  });
}

/** The owner's two fields of their own well. */
export function useSaveClientWellDetails() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: (details: SaveClientWellDetailsInput) =>
      api(saveClientWellDetailsEndpoint, { body: details }),
    onSuccess: refresh,
  });
}

/** The Delete Well action: the well is deactivated; pumpage and billing history stay. */
export function useDeactivateWell() {
  const refresh = useRefreshWells();
  return useMutation({
    mutationFn: (id: number) => api(deactivateWellEndpoint, { query: { id } }),
    onSuccess: refresh,
  });
}
