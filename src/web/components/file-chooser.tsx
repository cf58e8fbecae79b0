import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface FileChooserProps {
  /** The file input's accept list, e.g. '.csv,.xlsx'. */
  accept: string;
  /** The input's accessible name, e.g. 'Pumpage file'. */
  label: string;
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** A Choose File button and the chosen file's name, for the upload dialogs. */
export function FileChooser({ accept, label, file, disabled, onChoose }: FileChooserProps) {
  const inputId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button component="label" htmlFor={inputId} variant="outlined" disabled={disabled}>
        Choose File
      </Button>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-label={label}
        hidden
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // Choosing the same file again after fixing it must fire a change.
          event.target.value = '';
        }}
      />
      <Typography
        variant="body2"
        color={file ? 'text.primary' : 'text.secondary'}
        sx={{ wordBreak: 'break-all' }}
      >
        {file ? file.name : 'No file chosen'}
      </Typography>
    </Stack>
  );
}
