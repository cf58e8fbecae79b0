import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ownerMenu } from '../../../shared/rules/menu';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/session';
import { MuiRoot } from '../../components/theme/mui-root';
import { Brand } from './brand';
import { LayoutOutlet } from './layout-outlet';
import { OwnerNav } from './owner-nav';
import { UserAvatarLink } from './user-avatar-link';

const DRAWER_WIDTH = 240;
const COLLAPSED_WIDTH = 68;
/** The mobile drawer closes 250 ms after navigating. */
export const DRAWER_CLOSE_DELAY_MS = 250;

/** Owner layout: collapsible side menu on desktop, a temporary drawer on phones. */
export function OwnerLayout({ children }: { children?: ReactNode }) {
  return (
    <MuiRoot>
      <OwnerFrame>{children}</OwnerFrame>
    </MuiRoot>
  );
}

/** Inside the theme: it reads the breakpoints and transitions. */
function OwnerFrame({ children }: { children?: ReactNode }) {
  const session = useSession();
  const logout = useLogout();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  if (!session) return null;
  const entries = ownerMenu(session.accessLevel, session.clientIds);
  const width = isCollapsed ? COLLAPSED_WIDTH : DRAWER_WIDTH;

  const closeAfterNavigate = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setIsMobileOpen(false), DRAWER_CLOSE_DELAY_MS);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={isDesktop ? (isCollapsed ? 'Expand menu' : 'Collapse menu') : 'Open menu'}
            aria-expanded={isDesktop ? !isCollapsed : isMobileOpen}
            onClick={() => (isDesktop ? setIsCollapsed((value) => !value) : setIsMobileOpen(true))}
          >
            {isDesktop && !isCollapsed ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <UserAvatarLink
            firstName={session.user.firstName}
            lastName={session.user.lastName}
            to="/client/my-profile"
          />
        </Toolbar>
      </AppBar>
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              transition: theme.transitions.create('width'),
            },
          }}
        >
          <Toolbar />
          <OwnerNav entries={entries} isCollapsed={isCollapsed} onLogout={logout} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={isMobileOpen}
          onClose={() => setIsMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          <OwnerNav entries={entries} isCollapsed={false} onNavigate={closeAfterNavigate} onLogout={logout} />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <LayoutOutlet>{children}</LayoutOutlet>
      </Box>
    </Box>
  );
}
