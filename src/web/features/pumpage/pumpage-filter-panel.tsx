import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../components/form/form-select-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { yearOptions } from '../../lib/years';
import {
  defaultPanelFilter,
  pumpagePanelFilterSchema,
  type PumpagePanelFilter,
} from './pumpage-filter-values';

interface PumpageFilterPanelProps {
  applied: PumpagePanelFilter;
  /** Staff filter by client; owners only ever see their own. */
  showClientFilter: boolean;
  onSearch: (filter: PumpagePanelFilter) => void;
}

/** Start and end year, clients, aquifers and parishes (spec section 2): Search applies, Reset clears. */
export function PumpageFilterPanel({ applied, showClientFilter, onSearch }: PumpageFilterPanelProps) {
  const lookups = useLookups({ enabled: true, withClients: showClientFilter });
  useLookupFailureToast(lookups);
  const years = useMemo(() => yearOptions(), []);
  const { control, handleSubmit, reset } = useForm<PumpagePanelFilter>({
    resolver: zodResolver(pumpagePanelFilterSchema),
    defaultValues: applied,
  });

  const resetFilters = () => {
    const cleared = defaultPanelFilter();
    reset(cleared);
    onSearch(cleared);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <form noValidate aria-label="Pumpage filters" onSubmit={(event) => void handleSubmit(onSearch)(event)}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, sm: 3, md: 2 }}>
            <FormSelectField
              control={control}
              name="startDate"
              label="Start Year"
              options={years}
              emptyLabel="Any"
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3, md: 2 }}>
            <FormSelectField
              control={control}
              name="endDate"
              label="End Year"
              options={years}
              emptyLabel="Any"
            />
          </Grid>
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
          <Grid size={{ xs: 12, sm: 6, md: showClientFilter ? 2 : 4 }}>
            <FormSelectField
              control={control}
              name="aquiferId"
              label="Aquifer"
              options={lookups.aquifers.data ?? []}
              multiple
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: showClientFilter ? 3 : 4 }}>
            <FormSelectField
              control={control}
              name="parishId"
              label="Parish"
              options={lookups.parishes.data ?? []}
              multiple
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
