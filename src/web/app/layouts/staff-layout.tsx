import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState, type ReactNode } from 'react';
import { staffMenu } from '../../../shared/rules/menu';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/session';
import { MuiRoot } from '../../components/theme/mui-root';
import { Brand } from './brand';
import { LayoutOutlet } from './layout-outlet';
import { StaffMenuBar } from './staff-menu-bar';
import { UserAvatarLink } from './user-avatar-link';

// The narrow-screen drawer (MUI's drawer, modal and slide) loads the first time the menu button is
// pressed, not with every staff page.
const StaffDrawer = lazyOnDemand(() =>
  import('./staff-drawer').then((module) => ({ default: module.StaffDrawer })),
);

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
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
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
              onClick={() => {
                setHasOpenedDrawer(true);
                setIsDrawerOpen(true);
              }}
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
          <DeferredTooltip title="Log out">
            <IconButton color="inherit" aria-label="Log out" onClick={logout}>
              <LogoutIcon />
            </IconButton>
          </DeferredTooltip>
        </Toolbar>
      </AppBar>
      {!isWide && hasOpenedDrawer && (
        <Suspense fallback={null}>
          <StaffDrawer open={isDrawerOpen} entries={entries} onClose={() => setIsDrawerOpen(false)} />
        </Suspense>
      )}
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        <LayoutOutlet>{children}</LayoutOutlet>
      </Container>
    </Box>
  );
}
