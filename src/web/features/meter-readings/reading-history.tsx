import ExpandMoreIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { MeterReading } from '../../../shared/contracts/meter-readings';
import { DotChip } from '../../components/dot-chip';
import { TableErrorAlert } from '../../components/table-error-alert';
import { errorMessage } from '../../lib/api';
import { useReadingHistory } from './api';
import { formatGallons, formatReadOn, READING_STATE_COLORS, readingStateLabel } from './reading-format';

/** Why a reading waits or was refused: the checks that held it, then staff's reason. */
function readingNotes(reading: MeterReading): string[] {
  const notes = reading.state === 'accepted' ? [] : [...reading.reasons];
  if (reading.reviewReason) notes.push(`District: ${reading.reviewReason}`);
  if (reading.isRollover) notes.push('Register rolled over');
  if (reading.comment) notes.push(`Comment: ${reading.comment}`);
  return notes;
}

function HistoryItem({ reading }: { reading: MeterReading }) {
  const notes = readingNotes(reading);
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatReadOn(reading.readOn, reading.readAt)}
        </Typography>
        <Typography variant="body2">Register {reading.reading}</Typography>
        <DotChip color={READING_STATE_COLORS[reading.state]}>{readingStateLabel(reading.state)}</DotChip>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {formatGallons(reading.volumeGallons)} gallons
        {reading.hasPhoto ? ' · photo attached' : ''}
      </Typography>
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      ))}
    </Box>
  );
}

/** The list itself, fetched the first time the history opens. */
function HistoryList({ wellId, wellNumber }: { wellId: number; wellNumber: string }) {
  const history = useReadingHistory(wellId, true);
  if (history.isPending) {
    return (
      <Box sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress size={24} aria-label={`Loading the readings of ${wellNumber}`} />
      </Box>
    );
  }
  if (history.isError) {
    return <TableErrorAlert error={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  }
  if (history.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        No readings yet.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={`Readings of ${wellNumber}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.data.map((reading) => (
        <HistoryItem key={reading.id} reading={reading} />
      ))}
    </Box>
  );
}

/** "History" under a well's card: opens the well's readings with their state and volume. */
export function ReadingHistory({ wellId, wellNumber }: { wellId: number; wellNumber: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="large"
        onClick={() => {
          setIsOpen((open) => !open);
          setWasOpened(true);
        }}
        aria-expanded={isOpen}
        aria-controls={regionId}
        aria-label={`History of ${wellNumber}`}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ minHeight: 48 }}
      >
        History
      </Button>
      <Collapse in={isOpen} id={regionId}>
        {wasOpened && <HistoryList wellId={wellId} wellNumber={wellNumber} />}
      </Collapse>
    </Box>
  );
}
