import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm, type Control } from 'react-hook-form';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import {
  EMPTY_WELL_FILTER,
  filterFormValues,
  wellFilterFormSchema,
  type AppliedWellFilter,
  type WellFilterFormValues,
} from './well-filter-values';

interface WellFilterPanelProps {
  applied: AppliedWellFilter;
  /** Staff filter by client; owners only ever see their own. */
  showClientFilter: boolean;
  onSearch: (filter: AppliedWellFilter) => void;
}

/** The wells list's filters (spec section 2): Search applies them, Reset clears and applies. */
export function WellFilterPanel({ applied, showClientFilter, onSearch }: WellFilterPanelProps) {
  const lookups = useLookups({ enabled: true, withClients: showClientFilter });
  useLookupFailureToast(lookups);
  const {
    control: formControl,
    handleSubmit,
    reset,
  } = useForm<WellFilterFormValues, unknown, AppliedWellFilter>({
    resolver: zodResolver(wellFilterFormSchema),
    defaultValues: filterFormValues(applied),
  });
  // The field components type their control without the converted output; they only read values.
  const control = formControl as unknown as Control<WellFilterFormValues>;

  const resetFilters = () => {
    reset(filterFormValues(EMPTY_WELL_FILTER));
    onSearch(EMPTY_WELL_FILTER);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <form noValidate aria-label="Well filters" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
        <Grid container spacing={2}>
          {showClientFilter && (
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormSelectField
                control={control}
                name="clientId"
                label="Client"
                options={lookups.clients.data ?? []}
                multiple
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormSelectField
              control={control}
              name="aquiferId"
              label="Aquifer"
              options={lookups.aquifers.data ?? []}
              multiple
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormSelectField
              control={control}
              name="wellUseId"
              label="Well Use"
              options={lookups.wellUses.data ?? []}
              multiple
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormSelectField
              control={control}
              name="parishId"
              label="Parish"
              options={lookups.parishes.data ?? []}
              multiple
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormTextField control={control} name="wellNumber" label="Well Number" />
          </Grid>
          <Grid size={{ xs: 6, sm: 3, md: 2 }}>
            <FormTextField
              control={control}
              name="minDepth"
              label="Min Depth"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3, md: 2 }}>
            <FormTextField
              control={control}
              name="maxDepth"
              label="Max Depth"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={resetFilters}>Reset</Button>
          <Button type="submit" variant="contained">
            Search
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
