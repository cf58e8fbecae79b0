import {
  MEASUREMENT_PARAMETER_UNITS,
  type Measurement,
  type MonitoringWell,
} from '../../../shared/contracts/monitoring-wells';
import { formatDay } from '../../../shared/format';
import { figureText, trendWords } from '../../components/level-charts/level-text';

/** A figure, or a dash when there is none. */
export function orDash(value: number | null, unit = ''): string {
  return value === null ? '—' : `${figureText(value)}${unit ? ` ${unit}` : ''}`;
}

export function dayOrDash(day: string | null): string {
  return day === null ? '—' : formatDay(day);
}

/** The list's and header's trend: 'falling 1.2 ft/yr', or a dash without one. */
export function trendText(feetPerYear: number | null): string {
  return feetPerYear === null ? '—' : trendWords(feetPerYear);
}

export function siteText(well: Pick<MonitoringWell, 'agencyCode' | 'siteNumber'>): string {
  return well.siteNumber === null ? '—' : `${well.agencyCode} ${well.siteNumber}`;
}

export function locationText(well: Pick<MonitoringWell, 'latitude' | 'longitude'>): string {
  if (well.latitude === null || well.longitude === null) return '—';
  return `${well.latitude.toFixed(5)}, ${well.longitude.toFixed(5)}`;
}

export function altitudeText(
  well: Pick<MonitoringWell, 'landSurfaceAltitudeFeet' | 'altitudeDatum'>,
): string {
  if (well.landSurfaceAltitudeFeet === null) return '—';
  return `${figureText(well.landSurfaceAltitudeFeet)} ft${well.altitudeDatum ? ` ${well.altitudeDatum}` : ''}`;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A measurement's value with its parameter's unit; a visit that recorded only a qualifier has none. */
export function valueText(measurement: Pick<Measurement, 'value' | 'parameter'>): string {
  return orDash(measurement.value, MEASUREMENT_PARAMETER_UNITS[measurement.parameter]);
}
