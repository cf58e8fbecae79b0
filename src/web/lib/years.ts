import type { SelectOption } from '../components/form/form-select-field';

/** The first year of every year filter (spec section 9). */
export const FIRST_YEAR = 1970;

/** The year choices, newest first: 1970 to the current year (spec section 9). */
export function yearOptions(now = new Date()): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year -= 1)
    years.push({ value: year, label: String(year) });
  return years;
}
