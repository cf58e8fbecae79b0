import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dailyWellPumpageEndpoint } from '../../../shared/contracts/dashboard';
import {
  historicWellPumpagesEndpoint,
  hourlyWellPumpageEndpoint,
  type DatePeriod,
  type YearPeriod,
} from '../../../shared/contracts/water-data';
import { listWellsEndpoint, type WellListRow } from '../../../shared/contracts/wells';
import { api } from '../../lib/api';

/** What the well picker shows of a listed well. */
export type WellChoice = Pick<WellListRow, 'id' | 'wellNumber' | 'clientName' | 'clientWellName'>;

export const waterDataKeys = {
  wells: ['water-data', 'wells'] as const,
  monthly: (wellId: number, period: YearPeriod) => ['water-data', 'monthly', wellId, period] as const,
  daily: (wellId: number, period: DatePeriod) => ['water-data', 'daily', wellId, period] as const,
  hourly: (wellId: number, period: DatePeriod) => ['water-data', 'hourly', wellId, period] as const,
};

/** The wells the caller may pick: the server scopes the list to the caller's clients. */
export function useWellChoices() {
  return useQuery({
    queryKey: waterDataKeys.wells,
    queryFn: async ({ signal }) => (await api(listWellsEndpoint, { body: {} }, { signal })).data,
    select: (rows): WellChoice[] =>
      rows.map(({ id, wellNumber, clientName, clientWellName }) => ({
        id,
        wellNumber,
        clientName,
        clientWellName,
      })),
    staleTime: 60_000,
  });
}

/** A tab's rows keep showing while the next period loads. */
const tabQueryOptions = { placeholderData: keepPreviousData } as const;

export function useMonthlyPumpage(wellId: number, period: YearPeriod) {
  return useQuery({
    queryKey: waterDataKeys.monthly(wellId, period),
    queryFn: async ({ signal }) =>
      (await api(historicWellPumpagesEndpoint, { body: { wellId, ...period } }, { signal })).data,
    ...tabQueryOptions,
  });
}

export function useDailyPumpage(wellId: number, period: DatePeriod) {
  return useQuery({
    queryKey: waterDataKeys.daily(wellId, period),
    queryFn: async ({ signal }) =>
      (await api(dailyWellPumpageEndpoint, { body: { wellId, ...period } }, { signal })).data,
    ...tabQueryOptions,
  });
}

export function useHourlyPumpage(wellId: number, period: DatePeriod) {
  return useQuery({
    queryKey: waterDataKeys.hourly(wellId, period),
    queryFn: async ({ signal }) =>
      (await api(hourlyWellPumpageEndpoint, { body: { wellId, ...period } }, { signal })).data,
    ...tabQueryOptions,
  });
}
