import { z } from 'zod';
import {
  saveMonitoringWellRequestSchema,
  type MonitoringWell,
} from '../../../shared/contracts/monitoring-wells';
import { ALTITUDE_DATUMS } from '../../../shared/states';
import { numberText, numberToText } from '../../components/meters/form-numbers';

const field = saveMonitoringWellRequestSchema.shape;

/** SaveMonitoringWell's rules over the whole well (a site number or a name; a datum with an altitude), on their fields. */
function requestRules(request: unknown, context: z.RefinementCtx): void {
  const result = saveMonitoringWellRequestSchema.safeParse(request);
  if (result.success) return;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
}

/**
 * The well form as its fields hold it (numbers as text, choices as ids or null), converted through
 * SaveMonitoringWell's own field rules, so every field reports at once with the server's messages,
 * then through the whole request's rules.
 */
export const monitoringWellFormSchema = z
  .object({
    siteNumber: field.siteNumber,
    agencyCode: field.agencyCode,
    localName: field.localName,
    aquiferId: z.number().nullable().pipe(field.aquiferId),
    parishId: z.number().nullish().pipe(field.parishId),
    latitude: numberText('Latitude').pipe(field.latitude),
    longitude: numberText('Longitude').pipe(field.longitude),
    landSurfaceAltitudeFeet: numberText('Land-surface altitude').pipe(field.landSurfaceAltitudeFeet),
    // The select offers the datums only.
    altitudeDatum: z.enum(ALTITUDE_DATUMS).nullable(),
    wellId: z.number().nullish().pipe(field.wellId),
    levelAlertDepthFeet: numberText('Level alert depth').pipe(field.levelAlertDepthFeet),
    chlorideAlertMgL: numberText('Chloride alert').pipe(field.chlorideAlertMgL),
    isPublic: field.isPublic,
    note: field.note,
  })
  .superRefine(requestRules);
export type MonitoringWellFormValues = z.input<typeof monitoringWellFormSchema>;
export type MonitoringWellFormOutput = z.output<typeof monitoringWellFormSchema>;

/** The form of a new well (USGS, nothing else), or of a well to change. */
export function monitoringWellFormValues(well: MonitoringWell | null): MonitoringWellFormValues {
  return {
    siteNumber: well?.siteNumber ?? '',
    agencyCode: well?.agencyCode ?? 'USGS',
    localName: well?.localName ?? '',
    aquiferId: well?.aquiferId ?? null,
    parishId: well?.parishId ?? null,
    latitude: numberToText(well?.latitude),
    longitude: numberToText(well?.longitude),
    landSurfaceAltitudeFeet: numberToText(well?.landSurfaceAltitudeFeet),
    altitudeDatum: well?.altitudeDatum ?? null,
    wellId: well?.wellId ?? null,
    levelAlertDepthFeet: numberToText(well?.levelAlertDepthFeet),
    chlorideAlertMgL: numberToText(well?.chlorideAlertMgL),
    isPublic: well?.isPublic ?? false,
    note: well?.note ?? '',
  };
}
