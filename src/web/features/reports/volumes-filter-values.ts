import { z } from 'zod';
import type { VolumeReportRequest } from '../../../shared/contracts/volume-reports';

/** The panel's period is either a range of years or a range of dates, never both at once. */
export const volumesFilterSchema = z
  .object({
    periodKind: z.enum(['years', 'dates']),
    startDate: z.number().int().nullable(),
    endDate: z.number().int().nullable(),
    startDateTime: z.string(),
    endDateTime: z.string(),
    clientId: z.array(z.number().int()),
    aquiferId: z.array(z.number().int()),
    parishId: z.array(z.number().int()),
    wellUseId: z.array(z.number().int()),
    wellNumber: z.string().max(30, 'Well Number must be at most 30 characters'),
  })
  .refine(
    (filter) =>
      filter.periodKind !== 'years' ||
      filter.startDate === null ||
      filter.endDate === null ||
      filter.startDate <= filter.endDate,
    { path: ['endDate'], message: 'End year must not be before the start year' },
  )
  .refine(
    (filter) =>
      filter.periodKind !== 'dates' ||
      !filter.startDateTime ||
      !filter.endDateTime ||
      filter.startDateTime <= filter.endDateTime,
    { path: ['endDateTime'], message: 'End date must not be before the start date' },
  );
export type VolumesFilter = z.infer<typeof volumesFilterSchema>;

/** The default year filter is the current year; Reset returns to it. */
export function defaultVolumesFilter(now = new Date()): VolumesFilter {
  const year = now.getFullYear();
  return {
    periodKind: 'years',
    startDate: year,
    endDate: year,
    startDateTime: '',
    endDateTime: '',
    clientId: [],
    aquiferId: [],
    parishId: [],
    wellUseId: [],
    wellNumber: '',
  };
}

/** The report request of the panel's filter (the page fields are added by the table). */
export function volumesRequest(filter: VolumesFilter): VolumeReportRequest {
  const byYears = filter.periodKind === 'years';
  return {
    startDate: byYears ? filter.startDate : null,
    endDate: byYears ? filter.endDate : null,
    startDateTime: byYears ? null : filter.startDateTime || null,
    endDateTime: byYears ? null : filter.endDateTime || null,
    clientId: filter.clientId,
    aquiferId: filter.aquiferId,
    parishId: filter.parishId,
    wellUseId: filter.wellUseId,
    wellNumber: filter.wellNumber.trim() || null,
  };
}
