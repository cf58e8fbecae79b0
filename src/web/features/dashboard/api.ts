import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  dailyWellPumpageEndpoint,
  listClientWellsEndpoint,
  pumpageVolumesForChartEndpoint,
} from '../../../shared/contracts/dashboard';
import { listMapWellsEndpoint, type ChartFilter, type MapWellFilter } from '../../../shared/contracts/wells';
import { currentYearInvoicesEndpoint } from '../../../shared/contracts/invoice-lists';
import { api } from '../../lib/api';
import { clientsLookup } from '../../lib/lookup-cache';

export const dashboardKeys = {
  mapWells: (filter: MapWellFilter) => ['dashboard', 'map-wells', filter] as const,
  chart: (filter: ChartFilter) => ['dashboard', 'chart', filter] as const,
  // Under 'invoices', so every invoice change refreshes it too.
  invoices: (clientId: number) => ['invoices', 'current-year', clientId] as const,
  clientWells: (clientId: number) => ['dashboard', 'client-wells', clientId] as const,
  dailyVolume: (wellId: number) => ['dashboard', 'daily-volume', wellId] as const,
};

/** The map's wells; while a new filter loads, the markers of the last one stay. */
export function useMapWells(filter: MapWellFilter) {
  return useQuery({
    queryKey: dashboardKeys.mapWells(filter),
    queryFn: async () => (await api(listMapWellsEndpoint, { body: filter })).data,
    placeholderData: keepPreviousData,
  });
}

export function useChartPoints(filter: ChartFilter) {
  return useQuery({
    queryKey: dashboardKeys.chart(filter),
    queryFn: async () => (await api(pumpageVolumesForChartEndpoint, { body: filter })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCurrentYearInvoices(clientId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.invoices(clientId ?? 0),
    queryFn: async () =>
      (await api(currentYearInvoicesEndpoint, { query: { clientId: clientId ?? 0 } })).data,
    enabled: clientId !== undefined,
  });
}

export function useClientWells(clientId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.clientWells(clientId ?? 0),
    queryFn: async () => (await api(listClientWellsEndpoint, { query: { clientId: clientId ?? 0 } })).data,
    enabled: clientId !== undefined,
  });
}

/** The well's last 7 days ending yesterday: the server's default window for a body without dates. */
export function useDailyVolume(wellId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.dailyVolume(wellId ?? 0),
    queryFn: async () => (await api(dailyWellPumpageEndpoint, { body: { wellId: wellId ?? 0 } })).data,
    enabled: wellId !== undefined,
  });
}

/** The caller's own clients (the list is scoped below staff level), for the client title. */
export function useCallerClients(enabled: boolean) {
  return useQuery({ ...clientsLookup(), enabled });
}
