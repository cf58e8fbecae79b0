import type { MeasurementParameter } from '../states';

/**
 * A water level as depth to water below land surface, in feet (larger is deeper). A level given
 * as an altitude becomes a depth only when the well's land-surface altitude is known; other
 * parameters are not levels.
 */
export function depthBelowLandSurface(
  parameter: MeasurementParameter,
  value: number,
  landSurfaceAltitudeFeet: number | null,
): number | null {
  if (parameter === 'depth-to-water') return value;
  if (parameter === 'level-altitude' && landSurfaceAltitudeFeet !== null) {
    // Rounded to the stored values' thousandths: 25.1 - 10.2 is 14.900000000000002 in binary.
    return Math.round((landSurfaceAltitudeFeet - value) * 1000) / 1000;
  }
  return null;
}
