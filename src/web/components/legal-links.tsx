import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

/** The licence agreement and the privacy policy, at the foot of the pages anyone may open. */
export function LegalLinks({ marginTop }: { marginTop: number }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: marginTop }}>
      <Link component={RouterLink} to="/eula" variant="body2">
        License Agreement
      </Link>
      <Link component={RouterLink} to="/privacy-policy" variant="body2">
        Privacy Policy
      </Link>
    </Stack>
  );
}
