import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import type { ClientSaveInput } from '../../../shared/contracts/clients';
import { FormTextField } from '../../components/form/form-text-field';
import { formatPhone } from '../../lib/masks';
import { FormSection } from '../../components/form/form-section';

const CONTACTS = [
  { suffix: '', name: 'contactName', phone: 'contactPhone', email: 'contactEmail' },
  { suffix: ' 2', name: 'contactName2', phone: 'contactPhone2', email: 'contactEmail2' },
  { suffix: ' 3', name: 'contactName3', phone: 'contactPhone3', email: 'contactEmail3' },
] as const;

/** The client's three contacts: name, phone (masked (999)-999-9999) and email. */
export function ClientContactSection({ control }: { control: Control<ClientSaveInput> }) {
  return (
    <FormSection title="Contact Information" framed>
      <Grid container spacing={2}>
        {CONTACTS.map((contact) => (
          <Grid key={contact.name} container size={12} spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField control={control} name={contact.name} label={`Contact Name${contact.suffix}`} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name={contact.phone}
                label={`Contact Phone${contact.suffix}`}
                type="tel"
                placeholder="(999)-999-9999"
                format={formatPhone}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name={contact.email}
                label={`Contact Email${contact.suffix}`}
                type="email"
              />
            </Grid>
          </Grid>
        ))}
      </Grid>
    </FormSection>
  );
}
