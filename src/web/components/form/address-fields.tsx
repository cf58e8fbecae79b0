import Grid from '@mui/material/Grid';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatZip } from '../../lib/masks';
import type { FieldControl } from './field-error';
import { FormTextField } from './form-text-field';

interface PostalAddress {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zipCode: string;
}

/** Address, Address 2, City, State and Zip Code as grid items, for any form with those fields. */
export function AddressFields<T extends FieldValues & PostalAddress>({
  control,
}: {
  control: FieldControl<T>;
}) {
  const name = (field: keyof PostalAddress) => field as FieldPath<T>;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name={name('address1')} label="Address" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name={name('address2')} label="Address 2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField control={control} name={name('city')} label="City" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3, md: 4 }}>
        <FormTextField control={control} name={name('state')} label="State" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3, md: 4 }}>
        <FormTextField
          control={control}
          name={name('zipCode')}
          label="Zip Code"
          placeholder="99999"
          format={formatZip}
        />
      </Grid>
    </>
  );
}
