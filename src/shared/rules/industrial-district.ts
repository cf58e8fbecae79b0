/** A point as [latitude, longitude] in decimal degrees. */
export type LatLng = readonly [number, number];

/**
 * The Baton Rouge industrial district north of downtown: the refinery and chemical complex between
 * the Mississippi River and Scenic Highway, from the Interstate 110 spur up to Baker's southern edge.
 * Fixed by the district; drawn clockwise from the south-west corner by the river.
 */
export const INDUSTRIAL_DISTRICT: readonly LatLng[] = [
  [30.47, -91.2],
  [30.5, -91.215],
  [30.565, -91.205],
  [30.575, -91.15],
  [30.56, -91.115],
  [30.49, -91.12],
  [30.47, -91.16],
];

/**
 * Ray casting: a ray from the point eastward crosses the polygon's edges an odd number of times
 * when the point is inside. Points exactly on an edge may fall either way, which is fine at map
 * scale.
 */
export function isInsidePolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const [latitude, longitude] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [latI, lngI] = polygon[i] ?? [0, 0];
    const [latJ, lngJ] = polygon[j] ?? [0, 0];
    const crosses = latI > latitude !== latJ > latitude;
    if (crosses && longitude < ((lngJ - lngI) * (latitude - latI)) / (latJ - latI) + lngI) inside = !inside;
  }
  return inside;
}
