import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuEntry } from '../../../shared/rules/menu';
import { lazyOnDemand } from '../../lib/lazy-on-demand';

// MUI's menu (popover, modal, focus trap, transitions) loads with the first click on a submenu, not
// with every staff page.
const StaffSubmenuMenu = lazyOnDemand(() =>
  import('./staff-submenu-menu').then((module) => ({ default: module.StaffSubmenuMenu })),
);

/** A top-bar entry with children (Management): a button opening a dropdown menu. */
export function StaffSubmenu({ entry }: { entry: MenuEntry }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const location = useLocation();
  const buttonId = useId();
  const menuId = useId();
  const children = entry.children ?? [];
  const isActive = children.some((child) => child.path && location.pathname.startsWith(child.path));

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
        className={isActive ? 'active' : undefined}
      >
        {entry.label}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <StaffSubmenuMenu
            id={menuId}
            buttonId={buttonId}
            entries={children}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
