/** Creating a formatter costs far more than using one; requests ask for "today" often. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatFor(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) it is now in the given time zone: the district's "today". */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateFormatFor(timeZone).format(now);
}
