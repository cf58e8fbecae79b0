import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientListResponse } from '../../../shared/contracts/clients';
import type { ClientWellsResponse } from '../../../shared/contracts/dashboard';
import type { WellUsageReport, WellUsageReportRequest } from '../../../shared/contracts/well-usage-report';
import { api } from '../../lib/api';

export const wellUsageReportKeys = {
  clients: ['well-usage-report', 'clients'] as const,
  wells: (clientId: number) => ['well-usage-report', 'wells', clientId] as const,
  report: (request: WellUsageReportRequest) => ['well-usage-report', 'report', request] as const,
};

/** The clients the caller may report on: all for staff, one's own below (the call is scoped). */
export function useReportClients() {
  return useQuery({
    queryKey: wellUsageReportKeys.clients,
    queryFn: async () => (await api.get<ClientListResponse>('Client/GetAllClients')).data,
    staleTime: 5 * 60_000,
  });
}

/** The chosen client's wells for the well picker. */
export function useReportWells(clientId: number | null) {
  return useQuery({
    queryKey: wellUsageReportKeys.wells(clientId ?? 0),
    queryFn: async () => (await api.get<ClientWellsResponse>('Dashboard/GetClientWells', { clientId })).data,
    enabled: clientId !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST GetWellUsageReport once a client or a well is chosen; the last report stays while the next loads. */
export function useWellUsageReport(request: WellUsageReportRequest | null) {
  return useQuery({
    queryKey: wellUsageReportKeys.report(request ?? {}),
    queryFn: ({ signal }) => api.post<WellUsageReport>('GetWellUsageReport', request, { signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
