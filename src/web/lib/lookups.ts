import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ClientListResponse } from '../../shared/contracts/clients';
import type { Aquifer, ListResponse, Parish, WellUse } from '../../shared/contracts/reference-data';
import { wellUseLabel } from '../../shared/rules/well-use';
import type { SelectOption } from '../components/form/form-select-field';
import { useToast } from '../components/toast/use-toast';
import { api, errorMessage } from './api';

function useOptions<Row>(key: string, path: string, toOption: (row: Row) => SelectOption, enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', key],
    queryFn: () => api.get<ListResponse<Row>>(path),
    select: (response) => response.data.map(toOption),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The choices of the filters and forms that pick clients, aquifers, well uses and parishes; only fetched where the caller may use them. */
export function useLookups({ enabled, withClients }: { enabled: boolean; withClients: boolean }) {
  return {
    clients: useOptions<ClientListResponse['data'][number]>(
      'clients',
      'Client/GetAllClients',
      (client) => ({ value: client.id, label: client.name }),
      enabled && withClients,
    ),
    aquifers: useOptions<Aquifer>(
      'aquifers',
      'Aquifer/GetAquifers',
      (aquifer) => ({ value: aquifer.id, label: aquifer.name }),
      enabled,
    ),
    wellUses: useOptions<WellUse>(
      'well-uses',
      'WellUse/GetWellUses',
      (wellUse) => ({ value: wellUse.id, label: wellUseLabel(wellUse) }),
      enabled,
    ),
    parishes: useOptions<Parish>(
      'parishes',
      'Parish/GetParishes',
      (parish) => ({ value: parish.id, label: parish.name }),
      enabled,
    ),
  };
}

export type Lookups = ReturnType<typeof useLookups>;
export type LookupKind = keyof Lookups;

/** Spec section 8: a failed lookup list shows a toast; the rest of the page keeps working. */
export function useLookupFailureToast(lookups: Lookups): void {
  const toast = useToast();
  const failure = Object.values(lookups).find((lookup) => lookup.isError)?.error;
  useEffect(() => {
    if (failure) toast.error(errorMessage(failure));
  }, [failure, toast]);
}
