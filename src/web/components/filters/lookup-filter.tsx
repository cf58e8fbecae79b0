import Grid from '@mui/material/Grid';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { LookupKind, Lookups } from '../../lib/lookups';
import type { FieldControl } from '../form/field-error';
import { FormSelectField } from '../form/form-select-field';

const LABELS: Record<LookupKind, string> = {
  clients: 'Client',
  aquifers: 'Aquifer',
  wellUses: 'Well Use',
  parishes: 'Parish',
};

interface LookupFilterProps<T extends FieldValues> {
  control: FieldControl<T>;
  /** The form field holding the chosen ids. */
  name: FieldPath<T>;
  lookups: Lookups;
  kind: LookupKind;
  /** Grid width at the md breakpoint (12 columns); 3 unless the row needs otherwise. */
  md?: number;
}

/** A multi-select of clients, aquifers, well uses or parishes as a filter field. */
export function LookupFilter<T extends FieldValues>({
  control,
  name,
  lookups,
  kind,
  md = 3,
}: LookupFilterProps<T>) {
  return (
    <Grid size={{ xs: 12, sm: 6, md }}>
      <FormSelectField
        control={control}
        name={name}
        label={LABELS[kind]}
        options={lookups[kind].data ?? []}
        multiple
      />
    </Grid>
  );
}
