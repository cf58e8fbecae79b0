import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { staffMenu } from '../../../shared/rules/menu';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/session';
import { MuiRoot } from '../mui-root';
import { Brand } from './brand';
import { LayoutOutlet } from './layout-outlet';
import { StaffMenuBar } from './staff-menu-bar';
import { UserAvatarLink } from './user-avatar-link';

/** Staff layout (spec section 2): top bar with the level-filtered menu, avatar and logout. */
export function StaffLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  const logout = useLogout();
  if (!session) return null;

  return (
    <MuiRoot>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppBar position="sticky">
          <Toolbar sx={{ gap: 1 }}>
            <Brand />
            <StaffMenuBar entries={staffMenu(session.accessLevel, session.clientIds)} />
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
        <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
          <LayoutOutlet>{children}</LayoutOutlet>
        </Container>
      </Box>
    </MuiRoot>
  );
}
