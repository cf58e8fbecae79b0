import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuEntry } from '../../../shared/rules/menu';

/** A top-bar entry with children (Management): a button opening a dropdown menu. */
export function StaffSubmenu({ entry }: { entry: MenuEntry }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const location = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const children = entry.children ?? [];
  const isActive = children.some((child) => child.path && location.pathname.startsWith(child.path));
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={isActive ? 'active' : undefined}
      >
        {entry.label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {children.map((child) => (
          <MenuItem key={child.label} component={NavLink} to={child.path ?? '/'} onClick={close}>
            {child.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
