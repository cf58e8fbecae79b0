/** Calendar-day arithmetic on 'YYYY-MM-DD' strings, in UTC so the host time zone never matters. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) throw new Error(`Not a calendar date: ${value}`);
  return date;
}

export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Like PostgreSQL's date - interval 'n years': 29 February falls back to 28 February. */
export function addYears(value: string, years: number): string {
  const date = parseIsoDate(value);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return formatIsoDate(target);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}

/** Noon in Baton Rouge (18:00 UTC, 17:00 in summer) of a calendar day, for timestamptz columns. */
export function middayOf(value: string): Date {
  return new Date(`${value}T18:00:00.000Z`);
}
