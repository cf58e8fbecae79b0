import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A state as a coloured dot beside its words, in a chip's outline. The words keep the text colour
 * (amber, green or light blue text on white is too faint to read), so the colour is never the only
 * signal. Drawn, not MUI's Chip: the invoice page's first load has no room for it.
 */
export function DotChip({
  color,
  describedBy,
  children,
}: {
  /** A theme colour, such as `warning.main`. */
  color: string;
  describedBy?: string | undefined;
  children: ReactNode;
}) {
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
      {children}
    </Box>
  );
}
