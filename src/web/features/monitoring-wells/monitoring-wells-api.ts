import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAquiferComparisonEndpoint,
  getMeasurementsEndpoint,
  getMonitoringWellsEndpoint,
  importMeasurementsEndpoint,
  saveMeasurementEndpoint,
  saveMonitoringWellEndpoint,
  type AquiferComparisonQuery,
  type ImportMeasurementsResponse,
  type SaveMeasurementRequest,
  type SaveMonitoringWellRequest,
} from '../../../shared/contracts/monitoring-wells';
import { listWellsEndpoint, type WellListRow } from '../../../shared/contracts/wells';
import { api } from '../../lib/api';
import { useKeyedSend } from '../../lib/submission-key';

/*
 * Everything of the monitoring wells sits under 'monitoring-wells': a saved well, a measurement or
 * an imported file changes the list's latest figures, the well's page and the comparisons, so a
 * save reads them all again.
 */
export const monitoringWellKeys = {
  all: ['monitoring-wells'] as const,
  list: ['monitoring-wells', 'list'] as const,
  measurements: (monitoringWellId: number) => ['monitoring-wells', 'measurements', monitoringWellId] as const,
  comparison: (query: AquiferComparisonQuery) => ['monitoring-wells', 'comparison', query] as const,
  productionWells: ['monitoring-wells', 'production-wells'] as const,
};

/** Every monitoring well with its latest level, chloride and trend. */
export function useMonitoringWells() {
  return useQuery({
    queryKey: monitoringWellKeys.list,
    queryFn: ({ signal }) => api(getMonitoringWellsEndpoint, { query: {} }, { signal }),
  });
}

/** One well with every measurement (oldest first) and the alerts they raised. */
export function useMeasurements(monitoringWellId: number) {
  return useQuery({
    queryKey: monitoringWellKeys.measurements(monitoringWellId),
    queryFn: async ({ signal }) =>
      (await api(getMeasurementsEndpoint, { query: { monitoringWellId } }, { signal })).data,
  });
}

/** An aquifer's wells month by month beside its pumpage; only asked once an aquifer is chosen. */
export function useAquiferComparison(query: AquiferComparisonQuery | null) {
  return useQuery({
    queryKey: monitoringWellKeys.comparison(query ?? { aquiferId: 0 }),
    queryFn: async ({ signal }) =>
      (await api(getAquiferComparisonEndpoint, { query: query ?? { aquiferId: 0 } }, { signal })).data,
    enabled: query !== null,
  });
}

export type ProductionWell = Pick<WellListRow, 'id' | 'wellNumber' | 'clientName'>;

/** The registry's wells a monitoring well may be linked to; read when the form opens. */
export function useProductionWells() {
  return useQuery({
    queryKey: monitoringWellKeys.productionWells,
    queryFn: async ({ signal }) => (await api(listWellsEndpoint, { body: {} }, { signal })).data,
    select: (rows): ProductionWell[] =>
      rows.map(({ id, wellNumber, clientName }) => ({ id, wellNumber, clientName })),
  });
}

/** Adds or changes a monitoring well; one request key per opening of the form. */
export function useSaveMonitoringWell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedSend((body: SaveMonitoringWellRequest, requestKey: string) =>
      api(saveMonitoringWellEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringWellKeys.all }),
  });
}

/** Records one measurement; one request key per opening of the form. */
export function useSaveMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useKeyedSend((body: SaveMeasurementRequest, requestKey: string) =>
      api(saveMeasurementEndpoint, { query: { requestKey }, body }),
    ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringWellKeys.all }),
  });
}

function importFile(file: File): Promise<ImportMeasurementsResponse> {
  const formData = new FormData();
  formData.append('file', file);
  return api(importMeasurementsEndpoint, undefined, { formData });
}

/** Sends a USGS or water-quality file; the lists are read again after a file is taken. */
export function useImportMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringWellKeys.all }),
  });
}
