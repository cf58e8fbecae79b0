import Box from '@mui/material/Box';
import { MuiRoot } from '../../components/theme/mui-root';
import { LayoutOutlet } from './layout-outlet';

/** Public pages (register, legal) bring their own frame; the sign-in page has no layout at all. */
export function PublicLayout() {
  return (
    <MuiRoot>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <LayoutOutlet />
      </Box>
    </MuiRoot>
  );
}
