import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import type { ClientSaveInput } from '../../../shared/contracts/clients';
import { FormTextField } from '../../components/form/form-text-field';
import { formatZip } from '../../lib/masks';
import { FormSection } from '../../components/form/form-section';

export function ClientLocationSection({ control }: { control: Control<ClientSaveInput> }) {
  return (
    <FormSection title="Location Information" framed>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="address1" label="Address" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="address2" label="Address 2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTextField control={control} name="city" label="City" />
        </Grid>
        <Grid size={{ xs: 12, sm: 3, md: 4 }}>
          <FormTextField control={control} name="state" label="State" />
        </Grid>
        <Grid size={{ xs: 12, sm: 3, md: 4 }}>
          <FormTextField
            control={control}
            name="zipCode"
            label="Zip Code"
            placeholder="99999"
            format={formatZip}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="location" label="Location" />
        </Grid>
      </Grid>
    </FormSection>
  );
}
