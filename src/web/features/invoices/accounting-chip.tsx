import Box from '@mui/material/Box';
import type { AccountingState } from './accounting-state';

const COLOR: Record<AccountingState, string> = {
  synced: 'success.main',
  'out-of-date': 'warning.main',
  'not-synced': 'error.main',
};

/**
 * The accounting state as a dot in green, amber or red beside its words, in a chip's outline. The
 * words keep the text colour (amber and green text on white is too faint to read), so the colour is
 * never the only signal. Drawn, not MUI's Chip: the invoice page's first load has no room for it.
 */
export function AccountingChip({
  state,
  label,
  describedBy,
}: {
  state: AccountingState;
  label: string;
  describedBy?: string;
}) {
  const color = COLOR[state];
  return (
    <Box
      component="span"
      aria-describedby={describedBy}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        height: 24,
        border: 1,
        borderColor: color,
        borderRadius: 3,
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
      />
      {label}
    </Box>
  );
}
