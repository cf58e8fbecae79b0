import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { staffMenu } from '../../../shared/rules/menu';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/session';
import { MuiRoot } from '../../components/theme/mui-root';
import { Brand } from './brand';
import { LayoutOutlet } from './layout-outlet';
import { StaffDrawerNav } from './staff-drawer-nav';
import { StaffMenuBar } from './staff-menu-bar';
import { UserAvatarLink } from './user-avatar-link';

/**
 * Staff layout: top bar with the level-filtered menu, avatar and logout. Below the
 * width the whole menu needs, the menu moves into a drawer behind a menu button.
 */
export function StaffLayout({ children }: { children?: ReactNode }) {
  return (
    <MuiRoot>
      <StaffFrame>{children}</StaffFrame>
    </MuiRoot>
  );
}

/** Inside the theme: it reads the breakpoints. */
function StaffFrame({ children }: { children?: ReactNode }) {
  const session = useSession();
  const logout = useLogout();
  const theme = useTheme();
  // Where the screen's width is unknown (no matchMedia), the top-bar menu.
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true, defaultMatches: true });
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  if (!session) return null;
  const entries = staffMenu(session.accessLevel, session.clientIds);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          {!isWide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open menu"
              aria-expanded={isDrawerOpen}
              onClick={() => setIsDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Brand />
          {isWide ? <StaffMenuBar entries={entries} /> : <Box sx={{ flexGrow: 1 }} />}
          <UserAvatarLink
            firstName={session.user.firstName}
            lastName={session.user.lastName}
            to="/my-profile"
          />
          <Tooltip title="Log out">
            <IconButton color="inherit" aria-label="Log out" onClick={logout}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      {!isWide && (
        <Drawer open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)}>
          <StaffDrawerNav entries={entries} onNavigate={() => setIsDrawerOpen(false)} />
        </Drawer>
      )}
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        <LayoutOutlet>{children}</LayoutOutlet>
      </Container>
    </Box>
  );
}
