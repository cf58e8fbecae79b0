import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import type { MenuEntry } from '../../../shared/rules/menu';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { ownerMenuIcon } from './owner-menu-icons';

interface OwnerNavProps {
  entries: readonly MenuEntry[];
  isCollapsed: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}

/** The owner side menu; collapsed, it shows icons with the labels as tooltips and accessible names. */
export function OwnerNav({ entries, isCollapsed, onNavigate, onLogout }: OwnerNavProps) {
  const itemSx = { minHeight: 48, px: 2.5, justifyContent: isCollapsed ? 'center' : 'initial' };
  const iconSx = { minWidth: 0, mr: isCollapsed ? 0 : 2, justifyContent: 'center', color: 'inherit' };
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{ '& .active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
    >
      <List>
        {entries
          .filter((entry) => entry.path)
          .map((entry) => (
            // A list holds list items only (axe: list); the links sit inside them.
            <ListItem key={entry.label} disablePadding>
              <DeferredTooltip title={isCollapsed ? entry.label : ''} placement="right">
                <ListItemButton
                  component={NavLink}
                  to={entry.path ?? '/'}
                  onClick={onNavigate}
                  aria-label={entry.label}
                  sx={itemSx}
                >
                  <ListItemIcon sx={iconSx}>{ownerMenuIcon(entry.label)}</ListItemIcon>
                  {!isCollapsed && <ListItemText primary={entry.label} />}
                </ListItemButton>
              </DeferredTooltip>
            </ListItem>
          ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <DeferredTooltip title={isCollapsed ? 'Log Out' : ''} placement="right">
            <ListItemButton onClick={onLogout} aria-label="Log Out" sx={itemSx}>
              <ListItemIcon sx={iconSx}>
                <LogoutIcon />
              </ListItemIcon>
              {!isCollapsed && <ListItemText primary="Log Out" />}
            </ListItemButton>
          </DeferredTooltip>
        </ListItem>
      </List>
    </Box>
  );
}
