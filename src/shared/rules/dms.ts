/**
 * Coordinates: decimal degrees in storage and the API, degrees-minutes-seconds on the well form
 *. One function each way.
 */
export type Axis = 'latitude' | 'longitude';

export type DmsResult = { ok: true; value: number } | { ok: false; message: string };

const LIMIT: Record<Axis, number> = { latitude: 90, longitude: 180 };
const HEMISPHERES: Record<Axis, { positive: string; negative: string }> = {
  latitude: { positive: 'N', negative: 'S' },
  longitude: { positive: 'E', negative: 'W' },
};
const LABEL: Record<Axis, string> = { latitude: 'Latitude', longitude: 'Longitude' };
/** Seconds are kept to hundredths: about 30 cm on the ground. */
const SECOND_DECIMALS = 2;
/** Decimal degrees keep 7 places: about 1 cm, finer than the hundredth of a second shown. */
const DEGREE_DECIMALS = 7;

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** Degrees, then optional minutes and seconds, each followed by its mark or a space. */
const DMS_PATTERN = new RegExp(
  String.raw`^([+-])?\s*${NUMBER}\s*(?:°|d|\s)?\s*(?:${NUMBER}\s*(?:'|′|m|\s)?\s*(?:${NUMBER}\s*(?:"|″|''|s)?)?)?\s*([NSEW])?$`,
  'i',
);

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Reads what a person types: `30° 26' 52.3" N`, `30 26 52.3`, `-91 11 15.2`, `91°11'15.2"W` or
 * a plain decimal `30.4478`. Refuses minutes or seconds of 60 and more, degrees past the axis'
 * limit, a hemisphere of the other axis, and a sign together with a hemisphere.
 */
export function parseDms(input: string, axis: Axis): DmsResult {
  const label = LABEL[axis];
  const text = input.trim();
  if (!text) return { ok: false, message: `${label} is required` };
  const match = DMS_PATTERN.exec(text);
  if (!match) return { ok: false, message: `${label} must look like 30° 26' 52.3" N` };
  const [, sign, degreesText = '0', minutesText, secondsText, hemisphereText] = match;
  const hemisphere = hemisphereText?.toUpperCase();
  const { positive, negative } = HEMISPHERES[axis];
  if (hemisphere && hemisphere !== positive && hemisphere !== negative) {
    return { ok: false, message: `${label} takes ${positive} or ${negative}, not ${hemisphere}` };
  }
  if (sign && hemisphere)
    return { ok: false, message: `${label} takes a sign or ${positive}/${negative}, not both` };
  const degrees = Number(degreesText);
  const minutes = minutesText === undefined ? 0 : Number(minutesText);
  const seconds = secondsText === undefined ? 0 : Number(secondsText);
  if ((minutesText !== undefined || secondsText !== undefined) && !Number.isInteger(degrees)) {
    return { ok: false, message: `${label} degrees must be whole when minutes are given` };
  }
  if (secondsText !== undefined && !Number.isInteger(minutes)) {
    return { ok: false, message: `${label} minutes must be whole when seconds are given` };
  }
  if (minutes >= 60) return { ok: false, message: `${label} minutes must be below 60` };
  if (seconds >= 60) return { ok: false, message: `${label} seconds must be below 60` };
  const magnitude = degrees + minutes / 60 + seconds / 3600;
  if (magnitude > LIMIT[axis]) return { ok: false, message: `${label} must be within ±${LIMIT[axis]}°` };
  const isNegative = sign === '-' || hemisphere === negative;
  const value = round(isNegative ? -magnitude : magnitude, DEGREE_DECIMALS);
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/**
 * Writes decimal degrees as `30° 26' 52.30" N`. Seconds that round to 60 carry into the minutes,
 * and minutes of 60 into the degrees, so 29.9999999 reads 30° 00' 00.00" N, never 29° 59' 60.00".
 */
export function formatDms(decimal: number, axis: Axis): string {
  if (!Number.isFinite(decimal) || Math.abs(decimal) > LIMIT[axis]) {
    throw new RangeError(`${LABEL[axis]} ${decimal} is outside ±${LIMIT[axis]}°`);
  }
  const { positive, negative } = HEMISPHERES[axis];
  const hemisphere = decimal < 0 ? negative : positive;
  const hundredths = Math.round(Math.abs(decimal) * 3600 * 10 ** SECOND_DECIMALS);
  const totalSeconds = hundredths / 10 ** SECOND_DECIMALS;
  const degrees = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds - degrees * 3600) / 60);
  const seconds = totalSeconds - degrees * 3600 - minutes * 60;
  const secondsText = seconds.toFixed(SECOND_DECIMALS).padStart(SECOND_DECIMALS + 3, '0');
  return `${degrees}° ${String(minutes).padStart(2, '0')}' ${secondsText}" ${hemisphere}`;
}
