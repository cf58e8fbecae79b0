import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReadingWell } from '../../../shared/contracts/meter-readings';
import { wellTitle } from './reading-format';

export const NO_METER_TEXT = 'No meter installed — contact the district.';

/**
 * The wells without a meter, together below the metered ones: nothing to read on them, and an
 * owner with dozens of them scrolls past one short list, not a card each.
 */
export function UnmeteredWells({ wells }: { wells: readonly ReadingWell[] }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Wells without a meter ({wells.length})
      </Typography>
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {NO_METER_TEXT}
      </Alert>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {wells.map((well) => (
          <Box
            component="li"
            key={well.wellId}
            sx={{
              px: 1.25,
              py: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              typography: 'body2',
              overflowWrap: 'anywhere',
            }}
          >
            {wellTitle(well)}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
