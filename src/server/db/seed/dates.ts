/** Noon in Baton Rouge (18:00 UTC, 17:00 in summer) of a calendar day, for timestamptz columns. */
export function middayOf(value: string): Date {
  return new Date(`${value}T18:00:00.000Z`);
}
