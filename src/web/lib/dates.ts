import { QUARTERS } from '../../shared/rules/quarters';
import { FIRST_YEAR } from '../../shared/rules/years';
import type { SelectOption } from '../components/form/form-select-field';

/** The year choices, newest first: the first year to the current year. */
export function yearOptions(now = new Date()): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year -= 1)
    years.push({ value: year, label: String(year) });
  return years;
}

/** Quarters 1 to 4 as the selects show them: Q1 to Q4. */
export const QUARTER_OPTIONS: SelectOption[] = QUARTERS.map((quarter) => ({
  value: quarter,
  label: `Q${quarter}`,
}));

/** A date as YYYY-MM-DD in the browser's time zone (what the user calls that day). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
