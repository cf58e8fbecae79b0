/** Formats typed digits as the spec's phone mask (999)-999-9999, keeping at most 10 digits. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)})-${digits.slice(3)}`;
  return `(${digits.slice(0, 3)})-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Formats typed digits as the 5-digit zip mask. */
export function formatZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}

/** Keeps what a non-negative decimal can hold: digits and the first decimal point; letters are refused as typed. */
export function formatDecimal(input: string): string {
  const [whole = '', ...rest] = input.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}
