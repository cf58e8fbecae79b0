import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Client } from '../../../shared/contracts/clients';
import type { Aquifer, ListResponse, Parish, WellUse } from '../../../shared/contracts/reference-data';
import { wellUseLabel } from '../../../shared/rules/well-use';
import type { SelectOption } from '../../components/form/form-select-field';
import { useToast } from '../../components/toast/use-toast';
import { api, errorMessage } from '../../lib/api';

const LOOKUP_STALE_MS = 5 * 60_000;

function useLookup<Row>(name: string, path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'lookups', name],
    queryFn: async () => (await api.get<ListResponse<Row>>(path)).data,
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });
}

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
 * The choices of the dashboard's filter dialogs, fetched when a dialog first opens. Clients are
 * offered to staff only. A failed list shows an error toast (spec section 8).
 */
export function useFilterOptions(enabled: boolean, includeClients: boolean): FilterOptions {
  const toast = useToast();
  const clients = useLookup<Client>('clients', 'Client/GetAllClients', enabled && includeClients);
  const aquifers = useLookup<Aquifer>('aquifers', 'Aquifer/GetAquifers', enabled);
  const wellUses = useLookup<WellUse>('well-uses', 'WellUse/GetWellUses', enabled);
  const parishes = useLookup<Parish>('parishes', 'Parish/GetParishes', enabled);

  const failure = [clients, aquifers, wellUses, parishes].find((query) => query.isError)?.error;
  useEffect(() => {
    if (failure) toast.error(errorMessage(failure));
  }, [failure, toast]);

  return {
    clients: (clients.data ?? []).map((client) => ({ value: client.id, label: client.name })).sort(byLabel),
    aquifers: (aquifers.data ?? [])
      .map((aquifer) => ({ value: aquifer.id, label: aquifer.name }))
      .sort(byLabel),
    wellUses: (wellUses.data ?? []).map((use) => ({ value: use.id, label: wellUseLabel(use) })).sort(byLabel),
    parishes: (parishes.data ?? []).map((parish) => ({ value: parish.id, label: parish.name })).sort(byLabel),
    isLoading: [aquifers, wellUses, parishes, ...(includeClients ? [clients] : [])].some(
      (query) => query.isLoading,
    ),
  };
}
