import Grid, { type GridProps } from '@mui/material/Grid';
import { useMemo, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { QUARTER_OPTIONS, yearOptions } from '../../lib/dates';
import type { FieldControl } from '../form/field-error';
import { FormSelectField, type FormSelectFieldProps } from '../form/form-select-field';
import { FormTextField, type FormTextFieldProps } from '../form/form-text-field';

/** A filter field's grid cell: its width per breakpoint, out of 12 columns. */
export type FilterCellSize = GridProps['size'];

/** Most filter fields: a row of four at md, two at sm, one a row on a phone. */
export const WIDE_CELL = { xs: 12, sm: 6, md: 3 };
/** A short field, e.g. a year: two side by side on a phone, six a row at md. */
export const NARROW_CELL = { xs: 6, sm: 3, md: 2 };
/** A date field's label stays above it: the browser's date input is never empty of text. */
export const SHRUNK_LABEL = { inputLabel: { shrink: true } };

interface Cell {
  /** The field's grid cell; `WIDE_CELL` unless the row needs otherwise. */
  cell?: FilterCellSize;
}

/** One field of a `FilterPanel`'s grid. */
export function FilterCell({ cell = WIDE_CELL, children }: Cell & { children: ReactNode }) {
  return <Grid size={cell}>{children}</Grid>;
}

/** A select of a filter form (react-hook-form) in its grid cell. */
export function SelectFilter<T extends FieldValues>({ cell, ...field }: FormSelectFieldProps<T> & Cell) {
  return (
    <FilterCell cell={cell}>
      <FormSelectField {...field} />
    </FilterCell>
  );
}

/** A text field of a filter form (react-hook-form) in its grid cell. */
export function TextFilter<T extends FieldValues>({ cell, ...field }: FormTextFieldProps<T> & Cell) {
  return (
    <FilterCell cell={cell}>
      <FormTextField {...field} />
    </FilterCell>
  );
}

/** A date of a filter form, its label kept above the browser's date input. */
export function DateFilter<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'> & Cell) {
  return <TextFilter type="date" slotProps={SHRUNK_LABEL} {...props} />;
}

/** A select of the years with data, this year first. */
export function YearFilter<T extends FieldValues>(props: Omit<FormSelectFieldProps<T>, 'options'> & Cell) {
  const years = useMemo(() => yearOptions(), []);
  return <SelectFilter options={years} {...props} />;
}

/** A select of any of the quarters Q1 to Q4. */
export function QuarterFilter<T extends FieldValues>(
  props: Omit<FormSelectFieldProps<T>, 'options' | 'multiple'> & Cell,
) {
  return <SelectFilter options={QUARTER_OPTIONS} multiple {...props} />;
}

interface YearRangeFilterProps<T extends FieldValues> extends Cell {
  control: FieldControl<T>;
  start: FieldPath<T>;
  end: FieldPath<T>;
}

/** Start Year and End Year, either of them Any. */
export function YearRangeFilter<T extends FieldValues>({
  control,
  start,
  end,
  cell,
}: YearRangeFilterProps<T>) {
  return (
    <>
      <YearFilter control={control} name={start} label="Start Year" emptyLabel="Any" cell={cell} />
      <YearFilter control={control} name={end} label="End Year" emptyLabel="Any" cell={cell} />
    </>
  );
}
