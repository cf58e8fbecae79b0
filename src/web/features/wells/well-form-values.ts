import { z } from 'zod';
import { saveWellSchema, type WellDetail } from '../../../shared/contracts/wells';
import { EXEMPT_FLAG } from '../../../shared/rules/billing';
import { formatDms, parseDms, type Axis } from '../../../shared/rules/dms';
import { numberText, numberToText } from './number-text';

/** Coordinates typed as degrees, minutes, seconds; blank is "no coordinate". */
function dmsText(axis: Axis) {
  return z
    .string()
    .trim()
    .transform((text, context): number | null | undefined => {
      if (!text) return null;
      const parsed = parseDms(text, axis);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    });
}

/**
 * A calendar day from a date input, stored as an instant: noon in Baton Rouge (18:00 UTC), as the
 * demo district stores completion and inactive dates, so the day reads the same in any US zone.
 */
const dayAsInstant = () =>
  z
    .string()
    .trim()
    .transform((day): string | null | undefined => (day ? `${day}T18:00:00.000Z` : null));
const day = () =>
  z
    .string()
    .trim()
    .transform((text): string | null | undefined => text || null);

const field = saveWellSchema.shape;

/**
 * The well form: every field of saveWellSchema, typed as the inputs hold them (text, DMS text,
 * date text, a checkbox for the flag) and converted into saveWellSchema's own field rules, so the
 * spec's messages apply unchanged and every field reports at once.
 */
export const wellFormSchema = z.object({
  clientId: field.clientId,
  aquiferId: field.aquiferId,
  wellUseId: field.wellUseId,
  parishId: field.parishId,
  identificationNumber: field.identificationNumber,
  wellNumber: field.wellNumber,
  permitNumber: field.permitNumber,
  wellDepth: numberText('Well Depth').pipe(field.wellDepth),
  dailyPumpRate: numberText('Daily Pump Rate').pipe(field.dailyPumpRate),
  clientWellName: field.clientWellName,
  isRegistered: field.isRegistered,
  availableInformation: field.availableInformation,
  latitude: dmsText('latitude').pipe(field.latitude),
  longitude: dmsText('longitude').pipe(field.longitude),
  flag: z.boolean().transform((isExempt) => (isExempt ? EXEMPT_FLAG : null)),
  isActive: field.isActive,
  completionDateTime: dayAsInstant().pipe(field.completionDateTime),
  inactiveDateTime: dayAsInstant().pipe(field.inactiveDateTime),
  cagcdPermitDate: day().pipe(field.cagcdPermitDate),
  cagcdPermitNumber: field.cagcdPermitNumber,
  ldnrNotificationDate: day().pipe(field.ldnrNotificationDate),
  ldnrNotificationNumber: field.ldnrNotificationNumber,
  wellStatus: field.wellStatus,
  meterType: field.meterType,
  comment: field.comment,
});
export type WellFormValues = z.input<typeof wellFormSchema>;
export type WellFormOutput = z.output<typeof wellFormSchema>;

/** The calendar day of a stored instant, in the browser's zone, as a date input holds it. */
export function instantToDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

export function formatStamp(value: Date | string | null): string {
  if (!value) return '';
  return new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function coordinateText(value: number | null, axis: Axis): string {
  return value === null ? '' : formatDms(value, axis);
}

export function wellFormValues(well?: WellDetail): WellFormValues {
  return {
    clientId: well?.clientId ?? null,
    aquiferId: well?.aquiferId ?? null,
    wellUseId: well?.wellUseId ?? null,
    parishId: well?.parishId ?? null,
    identificationNumber: well?.identificationNumber ?? '',
    wellNumber: well?.wellNumber ?? '',
    permitNumber: well?.permitNumber ?? '',
    wellDepth: numberToText(well?.wellDepth),
    dailyPumpRate: numberToText(well?.dailyPumpRate),
    clientWellName: well?.clientWellName ?? '',
    isRegistered: well?.isRegistered ?? true,
    availableInformation: well?.availableInformation ?? '',
    latitude: coordinateText(well?.latitude ?? null, 'latitude'),
    longitude: coordinateText(well?.longitude ?? null, 'longitude'),
    flag: well?.flag === EXEMPT_FLAG,
    isActive: well?.isActive ?? true,
    completionDateTime: instantToDay(well?.completionDateTime ?? null),
    inactiveDateTime: instantToDay(well?.inactiveDateTime ?? null),
    cagcdPermitDate: well?.cagcdPermitDate ?? '',
    cagcdPermitNumber: well?.cagcdPermitNumber ?? '',
    ldnrNotificationDate: well?.ldnrNotificationDate ?? '',
    ldnrNotificationNumber: well?.ldnrNotificationNumber ?? '',
    wellStatus: well ? ((well.wellStatus as WellFormValues['wellStatus']) ?? null) : 'Active',
    meterType: well?.meterType ?? '',
    comment: well?.comment ?? '',
  };
}

/**
 * Seconds are shown to hundredths, so re-reading the shown text would move a stored coordinate by
 * up to 15 cm on every save; an untouched coordinate is sent exactly as stored.
 */
export function keepStoredCoordinates(
  output: WellFormOutput,
  typed: Pick<WellFormValues, 'latitude' | 'longitude'>,
  well?: WellDetail,
): WellFormOutput {
  if (!well) return output;
  const unchanged = (axis: Axis) => typed[axis].trim() === coordinateText(well[axis], axis);
  return {
    ...output,
    latitude: unchanged('latitude') ? well.latitude : output.latitude,
    longitude: unchanged('longitude') ? well.longitude : output.longitude,
  };
}
