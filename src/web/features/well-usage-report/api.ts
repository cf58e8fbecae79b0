import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listClientWellsEndpoint } from '../../../shared/contracts/dashboard';
import {
  wellUsageReportEndpoint,
  type WellUsageReportRequest,
} from '../../../shared/contracts/well-usage-report';
import { api } from '../../lib/api';
import { withDataAsOf } from '../../lib/data-as-of';
import { clientsLookup } from '../../lib/lookup-cache';

export const wellUsageReportKeys = {
  wells: (clientId: number) => ['well-usage-report', 'wells', clientId] as const,
  report: (request: WellUsageReportRequest) => ['well-usage-report', 'report', request] as const,
};

/** The clients the caller may report on: all for staff, one's own below (the call is scoped). */
export function useReportClients() {
  return useQuery(clientsLookup());
}

/** The chosen client's wells for the well picker. */
export function useReportWells(clientId: number | null) {
  return useQuery({
    queryKey: wellUsageReportKeys.wells(clientId ?? 0),
    queryFn: async ({ signal }) =>
      (await api(listClientWellsEndpoint, { query: { clientId: clientId ?? 0 } }, { signal })).data,
    enabled: clientId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The report once a client or a well is chosen; the last report stays while the next loads. */
export function useWellUsageReport(request: WellUsageReportRequest | null) {
  return useQuery({
    queryKey: wellUsageReportKeys.report(request ?? {}),
    queryFn: ({ signal }) =>
      withDataAsOf((onHeaders) =>
        api(wellUsageReportEndpoint, { body: request ?? {} }, { signal, onHeaders }),
      ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
