import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { useFilterOptions } from './filter-options';
import { EMPTY_WELL_FILTER, type WellFilterValues } from './well-filter';

export interface WellFilterDialogProps {
  open: boolean;
  title: string;
  filter: WellFilterValues;
  /** The client filter is for staff only. */
  showClients: boolean;
  showIndustrialDistrict: boolean;
  onApply: (filter: WellFilterValues) => void;
  onClose: () => void;
}

/** The filter dialog of the map and of the chart: multi-selects from the lookup calls. */
export function WellFilterDialog(props: WellFilterDialogProps) {
  const { open, filter, showClients, onApply, onClose } = props;
  const options = useFilterOptions(open, showClients);
  const { control, handleSubmit, reset } = useForm<WellFilterValues>({ defaultValues: filter });

  // Reopening shows the filter in force, not what was chosen and cancelled last time.
  useEffect(() => {
    if (open) reset(filter);
  }, [open, filter, reset]);

  const apply = handleSubmit((values) => {
    onApply({ ...values, clientId: showClients ? values.clientId : [] });
    onClose();
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="well-filter-title">
      <form onSubmit={apply} noValidate>
        <DialogTitle id="well-filter-title">{props.title}</DialogTitle>
        {options.isLoading && <LinearProgress aria-label="Loading filter choices" />}
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {showClients && (
              <FormSelectField
                control={control}
                name="clientId"
                label="Client"
                options={options.clients}
                multiple
              />
            )}
            <FormSelectField
              control={control}
              name="aquiferId"
              label="Aquifer"
              options={options.aquifers}
              multiple
            />
            <FormSelectField
              control={control}
              name="wellUseId"
              label="Well Use"
              options={options.wellUses}
              multiple
            />
            <FormSelectField
              control={control}
              name="parishId"
              label="Parish"
              options={options.parishes}
              multiple
            />
            {props.showIndustrialDistrict && (
              <FormCheckboxField
                control={control}
                name="industrialDistrictOnly"
                label="Filter by Industrial District"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button onClick={() => reset(EMPTY_WELL_FILTER)}>Reset</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
