import Drawer from '@mui/material/Drawer';
import type { MenuEntry } from '../../../shared/rules/menu';
import { StaffDrawerNav } from './staff-drawer-nav';

/** The narrow-screen drawer holding the staff menu; choosing an entry closes it. */
export function StaffDrawer({
  open,
  entries,
  onClose,
}: {
  open: boolean;
  entries: readonly MenuEntry[];
  onClose: () => void;
}) {
  return (
    <Drawer open={open} onClose={onClose}>
      <StaffDrawerNav entries={entries} onNavigate={onClose} />
    </Drawer>
  );
}
