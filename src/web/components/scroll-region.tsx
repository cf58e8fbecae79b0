import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this region, which keyboard users can focus and
 * scroll with the arrow keys (a table of plain text holds nothing else to focus).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '& .MuiTableContainer-root': { overflowX: 'visible' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
