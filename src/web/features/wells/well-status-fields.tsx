import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { WELL_STATUSES } from '../../../shared/states';
import type { FieldControl } from '../../components/form/field-error';
import { formatStamp, type WellFormValues } from './well-form-values';

interface WellStatusSelectProps {
  control: FieldControl<WellFormValues>;
  /** Told the chosen status, so the date beside it can show "now" until the save. */
  onStatusChange: (status: WellFormValues['wellStatus']) => void;
}

/** Well Status: Active, Inactive or none. */
export function WellStatusSelect({ control, onStatusChange }: WellStatusSelectProps) {
  const { field } = useController({ control, name: 'wellStatus' });
  return (
    <TextField
      select
      name={field.name}
      label="Well Status"
      value={field.value ?? ''}
      onChange={(event) => {
        const status = (event.target.value || null) as WellFormValues['wellStatus'];
        field.onChange(status);
        onStatusChange(status);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {WELL_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The read-only Well Status Date: the server's stamp, or "now" once another status is chosen; the
 * server stamps the real time when the well is saved, and the client never sends the date.
 */
export function WellStatusDateField({
  savedStamp,
  changedAt,
}: {
  savedStamp: string | null;
  changedAt: Date | null;
}) {
  return (
    <TextField
      label="Well Status Date"
      value={formatStamp(changedAt ?? savedStamp)}
      helperText={changedAt ? 'Stamped with the time of saving' : 'Set when the status changes'}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
