/** An instant in the browser's time zone, e.g. "Nov 20, 2026, 9:30 AM". */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
