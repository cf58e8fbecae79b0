/**
 * Stands in for @mui/x-date-pickers inside material-react-table in the production build
 * (vite.config.ts): the table library imports the pickers for its date, datetime and time filter
 * variants, which no table here uses, and they weighed about 50 kB gzip on every table page
 * (docs/decisions/0027-first-load-budgets.md). A column given such a variant fails loudly here.
 */
function leftOut(picker: string): never {
  throw new Error(
    `${picker} is left out of the build: no table uses a date filter variant (docs/decisions/0027-first-load-budgets.md).`,
  );
}

export function DatePicker(): never {
  return leftOut('DatePicker');
}

export function DateTimePicker(): never {
  return leftOut('DateTimePicker');
}

export function TimePicker(): never {
  return leftOut('TimePicker');
}
