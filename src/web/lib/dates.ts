import { FIRST_YEAR } from '../../shared/rules/years';
import type { SelectOption } from '../components/form/form-select-field';

/** The year choices, newest first: the first year to the current year. */
export function yearOptions(now = new Date()): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year -= 1)
    years.push({ value: year, label: String(year) });
  return years;
}

/** A date as YYYY-MM-DD in the browser's time zone (what the user calls that day). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
