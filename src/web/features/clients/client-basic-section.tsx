import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import type { ClientSaveInput } from '../../../shared/contracts/clients';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormTextField } from '../../components/form/form-text-field';
import { FormSection } from '../../components/form/form-section';

interface ClientBasicSectionProps {
  control: Control<ClientSaveInput>;
  /** The registration code is fixed once the client exists. */
  isExisting: boolean;
  /** The active, self-submitting and public flags and the Owner Id are staff matters. */
  staffEditor: boolean;
}

export function ClientBasicSection({ control, isExisting, staffEditor }: ClientBasicSectionProps) {
  return (
    <FormSection title="Basic Information" framed>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="name" label="Name" autoFocus={!isExisting} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="ownerId"
            label="Owner Id"
            helperText={staffEditor ? undefined : 'The district assigns the Owner Id.'}
            slotProps={{ input: { readOnly: !staffEditor } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField
            control={control}
            name="registrationCode"
            label="Registration Code"
            helperText={isExisting ? 'The registration code cannot be changed.' : undefined}
            slotProps={{ input: { readOnly: isExisting } }}
          />
        </Grid>
        {staffEditor && (
          <Grid size={12}>
            <FormCheckboxField control={control} name="isActive" label="Is Active" />
            <FormCheckboxField control={control} name="isSelfSubmitting" label="Is Self Submitting" />
            <FormCheckboxField
              control={control}
              name="isPublic"
              label="Public client (its name may be published with its wells)"
            />
          </Grid>
        )}
      </Grid>
    </FormSection>
  );
}
