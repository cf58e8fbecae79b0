import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WellChoice } from './api';
import { clientSuffix, wellChoiceLabel } from './well-choice';

/** A district has thousands of wells: list the first matches only, the typed text narrows them. */
const filterOptions = createFilterOptions<WellChoice>({ limit: 100, stringify: wellChoiceLabel });

export interface WellAutocompleteProps {
  /** The input's id, the same as the field it replaces. */
  id: string;
  wells: WellChoice[];
  chosen: WellChoice | null;
  loading: boolean;
  onChange: (wellId: number | null) => void;
}

/** The well picker's suggestion list: MUI's Autocomplete over the wells the caller may see. */
export function WellAutocomplete({ id, wells, chosen, loading, onChange }: WellAutocompleteProps) {
  return (
    <Autocomplete<WellChoice>
      id={id}
      options={wells}
      value={chosen}
      onChange={(_event, well) => onChange(well?.id ?? null)}
      getOptionLabel={wellChoiceLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={filterOptions}
      loading={loading}
      noOptionsText="No matching wells"
      sx={{ maxWidth: 520 }}
      renderOption={({ key, ...optionProps }, well) => (
        <li key={key} {...optionProps}>
          <span>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {well.wellNumber}
            </Typography>
            <Typography component="span" color="text.secondary">
              {clientSuffix(well)}
              {well.clientWellName ? ` (${well.clientWellName})` : ''}
            </Typography>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Well" placeholder="Type a well number" />}
    />
  );
}
