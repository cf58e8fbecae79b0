import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';
import type { MenuEntry } from '../../../shared/rules/menu';
import { StaffSubmenu } from './staff-submenu';

/** The staff top-bar menu; submenus open as dropdowns. */
export function StaffMenuBar({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{
        display: 'flex',
        gap: 0.5,
        flexGrow: 1,
        overflowX: 'auto',
        // The dark blue keeps white text at 4.5:1 (WCAG AA); a translucent white lightened it below.
        '& .active': { bgcolor: 'primary.dark' },
        '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
      }}
    >
      {entries.map((entry) =>
        entry.children ? (
          <StaffSubmenu key={entry.label} entry={entry} />
        ) : (
          <Button key={entry.label} color="inherit" component={NavLink} to={entry.path ?? '/'}>
            {entry.label}
          </Button>
        ),
      )}
    </Box>
  );
}
