import { FIRST_YEAR } from '../../shared/rules/years';
import type { SelectOption } from '../components/form/form-select-field';

/** The year choices, newest first: the first year to the current year. */
export function yearOptions(now = new Date()): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year -= 1)
    years.push({ value: year, label: String(year) });
  return years;
}
