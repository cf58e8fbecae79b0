import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NavLink } from 'react-router';
import type { MenuEntry } from '../../../shared/rules/menu';

export interface StaffSubmenuMenuProps {
  id: string;
  buttonId: string;
  entries: readonly MenuEntry[];
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The dropdown of a top-bar entry with children: a link per child. */
export function StaffSubmenuMenu({ id, buttonId, entries, anchor, onClose }: StaffSubmenuMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {entries.map((child) => (
        <MenuItem key={child.label} component={NavLink} to={child.path ?? '/'} onClick={onClose}>
          {child.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
