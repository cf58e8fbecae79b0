import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText, type FieldControl } from '../../components/form/field-error';
import { useProductionWells, type ProductionWell } from './monitoring-wells-api';

const label = (well: ProductionWell) => `${well.wellNumber}${well.clientName ? ` - ${well.clientName}` : ''}`;
/** A district has thousands of wells: list the first matches only, the typed text narrows them. */
const filterOptions = createFilterOptions<ProductionWell>({ limit: 100, stringify: label });

interface ProductionWellFieldProps<T extends FieldValues> {
  control: FieldControl<T>;
  name: FieldPath<T>;
}

/** The registry well a monitoring well also is, typed by its number; empty for none. */
export function ProductionWellField<T extends FieldValues>({ control, name }: ProductionWellFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const wells = useProductionWells();
  const options = wells.data ?? [];
  const chosen = options.find((well) => well.id === field.value) ?? null;
  const errorText = fieldErrorText(fieldState.error, 'Production well');
  return (
    <Autocomplete<ProductionWell>
      options={options}
      value={chosen}
      onChange={(_event, well) => field.onChange(well?.id ?? null)}
      onBlur={field.onBlur}
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={filterOptions}
      loading={wells.isPending}
      noOptionsText={wells.isError ? 'The wells could not be loaded' : 'No matching wells'}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Linked production well"
          placeholder="Type a well number"
          error={Boolean(errorText)}
          helperText={errorText ?? 'If this monitoring well is also a well of the registry'}
        />
      )}
    />
  );
}
