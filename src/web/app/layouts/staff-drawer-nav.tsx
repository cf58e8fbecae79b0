import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router';
import type { MenuEntry } from '../../../shared/rules/menu';

function EntryLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={entry.path ?? '/'} onClick={onNavigate}>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The staff menu in the narrow-screen drawer: the same entries as the top bar, a submenu's
 * children listed under its name.
 */
export function StaffDrawerNav({
  entries,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  onNavigate: () => void;
}) {
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{ width: 260, '& .active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
    >
      <List>
        {entries
          .filter((entry) => entry.path)
          .map((entry) => (
            <EntryLink key={entry.label} entry={entry} onNavigate={onNavigate} />
          ))}
      </List>
      {entries
        .filter((entry) => entry.children)
        .map((entry) => (
          <List key={entry.label} subheader={<ListSubheader>{entry.label}</ListSubheader>}>
            {(entry.children ?? []).map((child) => (
              <EntryLink key={child.label} entry={child} onNavigate={onNavigate} />
            ))}
          </List>
        ))}
    </Box>
  );
}
