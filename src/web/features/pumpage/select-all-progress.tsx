import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SelectAllProgress as Progress } from './use-select-all';

/** 'Selecting 300 of 1,234…' with a bar and a way out. */
export function SelectAllProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const { loaded, total } = progress;
  const label =
    total === null
      ? 'Selecting…'
      : `Selecting ${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}…`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 260 }}>
      <Stack sx={{ flexGrow: 1 }}>
        <Typography variant="body2" role="status">
          {label}
        </Typography>
        <LinearProgress
          variant={total ? 'determinate' : 'indeterminate'}
          value={total ? (loaded / total) * 100 : undefined}
          aria-label="Select All progress"
        />
      </Stack>
      <Button size="small" onClick={onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}
