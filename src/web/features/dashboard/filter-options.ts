import type { SelectOption } from '../../components/form/form-select-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';

const byLabel = (a: SelectOption, b: SelectOption) =>
  a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' });

export interface FilterOptions {
  clients: SelectOption[];
  aquifers: SelectOption[];
  wellUses: SelectOption[];
  parishes: SelectOption[];
  isLoading: boolean;
}

/**
 * The choices of the dashboard's filter dialogs, sorted by label and fetched when a dialog first
 * opens. Clients are offered to staff only. A failed list shows an error toast.
 */
export function useFilterOptions(enabled: boolean, includeClients: boolean): FilterOptions {
  const lookups = useLookups({ enabled, withClients: includeClients });
  useLookupFailureToast(lookups);
  const { clients, aquifers, wellUses, parishes } = lookups;
  return {
    clients: [...(clients.data ?? [])].sort(byLabel),
    aquifers: [...(aquifers.data ?? [])].sort(byLabel),
    wellUses: [...(wellUses.data ?? [])].sort(byLabel),
    parishes: [...(parishes.data ?? [])].sort(byLabel),
    isLoading: [aquifers, wellUses, parishes, ...(includeClients ? [clients] : [])].some(
      (query) => query.isLoading,
    ),
  };
}
