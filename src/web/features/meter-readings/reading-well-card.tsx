import EditNoteIcon from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { ReadingWell } from '../../../shared/contracts/meter-readings';
import { formatDay } from '../../../shared/format';
import { DotChip } from '../../components/dot-chip';
import {
  formatGallons,
  meterUnitText,
  READING_STATE_COLORS,
  readingStateLabel,
  wellTitle,
} from './reading-format';
import { ReadingHistory } from './reading-history';

/** One line of the card's facts: a term and what it is. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '8.5rem minmax(0, 1fr)', columnGap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface ReadingWellCardProps {
  well: ReadingWell;
  /** Shown when the caller reads wells of more than one client. */
  showClient: boolean;
  onEnterReading: (well: ReadingWell) => void;
}

/** A well with a meter on the readings screen: its meter, last reading, this month's volume, and its actions. */
export function ReadingWellCard({ well, showClient, onEnterReading }: ReadingWellCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {wellTitle(well)}
        </Typography>
        {well.readingDue && <DotChip color="warning.main">Reading due</DotChip>}
      </Stack>
      {showClient && well.clientName && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {well.clientName}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, mb: 1.5 }}>
        <Fact term="Meter">
          {well.serialNumber} · {meterUnitText(well.unit, well.multiplier)}
        </Fact>
        <Fact term="Last reading">
          {well.lastReading !== null && well.lastReadOn ? (
            <Stack
              component="span"
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <span>
                {well.lastReading} on {formatDay(well.lastReadOn)}
              </span>
              {well.lastState && (
                <DotChip color={READING_STATE_COLORS[well.lastState]}>
                  {readingStateLabel(well.lastState)}
                </DotChip>
              )}
            </Stack>
          ) : (
            'None yet'
          )}
        </Fact>
        <Fact term="This month">{formatGallons(well.monthGallons)} gallons</Fact>
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<EditNoteIcon />}
        onClick={() => onEnterReading(well)}
        aria-label={`Enter reading for ${well.wellNumber}`}
        sx={{ minHeight: 48 }}
      >
        Enter reading
      </Button>
      <Box sx={{ mt: 1 }}>
        <ReadingHistory wellId={well.wellId} wellNumber={well.wellNumber} />
      </Box>
    </Paper>
  );
}
