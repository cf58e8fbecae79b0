import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api';
import { useWellChoices, type WellChoice } from './api';

/** The client after the well number; a well without a client is named by its number alone. */
function clientSuffix(well: WellChoice): string {
  return well.clientName === null ? '' : ` - ${well.clientName}`;
}

export function wellChoiceLabel(well: WellChoice): string {
  return `${well.wellNumber}${clientSuffix(well)}`;
}

/** A district has thousands of wells: list the first matches only, the typed text narrows them. */
const filterOptions = createFilterOptions<WellChoice>({ limit: 100, stringify: wellChoiceLabel });

interface WellPickerProps {
  wellId: number | null;
  onChange: (wellId: number | null) => void;
}

/** Pick a well by number (or client) among the wells the caller may see. */
export function WellPicker({ wellId, onChange }: WellPickerProps) {
  const wells = useWellChoices();
  const options = wells.data ?? [];
  const chosen = options.find((well) => well.id === wellId) ?? null;
  if (wells.isError) return <Alert severity="error">{errorMessage(wells.error)}</Alert>;
  return (
    <Autocomplete<WellChoice>
      options={options}
      value={chosen}
      onChange={(_event, well) => onChange(well?.id ?? null)}
      getOptionLabel={wellChoiceLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={filterOptions}
      loading={wells.isLoading}
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
