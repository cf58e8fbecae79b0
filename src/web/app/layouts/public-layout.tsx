import Box from '@mui/material/Box';
import { LayoutOutlet } from './layout-outlet';

/** Public pages (sign-in, register, legal) bring their own frame. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <LayoutOutlet />
    </Box>
  );
}
