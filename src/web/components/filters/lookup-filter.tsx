import type { FieldPath, FieldValues } from 'react-hook-form';
import { useLookupFailureToast, useLookups, type LookupKind, type Lookups } from '../../lib/lookups';
import type { FieldControl } from '../form/field-error';
import { SelectFilter } from './filter-fields';

const LABELS: Record<LookupKind, string> = {
  clients: 'Client',
  aquifers: 'Aquifer',
  wellUses: 'Well Use',
  parishes: 'Parish',
};

/** A filter form's lookup lists (clients only where asked), a toast when one fails to load. */
export function useFilterLookups(withClients: boolean): Lookups {
  const lookups = useLookups({ enabled: true, withClients });
  useLookupFailureToast(lookups);
  return lookups;
}

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
    <SelectFilter
      cell={{ xs: 12, sm: 6, md }}
      control={control}
      name={name}
      label={LABELS[kind]}
      options={lookups[kind].data ?? []}
      multiple
    />
  );
}
