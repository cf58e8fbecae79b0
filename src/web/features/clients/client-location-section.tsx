import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import type { ClientSaveInput } from '../../../shared/contracts/clients';
import { FormTextField } from '../../components/form/form-text-field';
import { AddressFields } from '../../components/form/address-fields';
import { FormSection } from '../../components/form/form-section';

export function ClientLocationSection({ control }: { control: Control<ClientSaveInput> }) {
  return (
    <FormSection title="Location Information" framed>
      <Grid container spacing={2}>
        <AddressFields control={control} />
        <Grid size={12}>
          <FormTextField control={control} name="location" label="Location" />
        </Grid>
      </Grid>
    </FormSection>
  );
}
