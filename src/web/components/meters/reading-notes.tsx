import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MeterReading } from '../../../shared/contracts/meter-readings';
import { formatInstantDay } from './reading-labels';

/**
 * Why a reading was held (the server's sentences), who reviewed it and why, and the comment it came
 * with; a dash when there is nothing to say.
 */
export function ReadingNotes({
  reading,
}: {
  reading: Pick<MeterReading, 'reasons' | 'state' | 'reviewedBy' | 'reviewedAt' | 'reviewReason' | 'comment'>;
}) {
  const reviewed =
    reading.reviewedBy || reading.reviewedAt
      ? `${reading.state === 'rejected' ? 'Rejected' : 'Accepted'}${reading.reviewedBy ? ` by ${reading.reviewedBy}` : ''}${
          reading.reviewedAt ? ` on ${formatInstantDay(reading.reviewedAt)}` : ''
        }${reading.reviewReason ? `: ${reading.reviewReason}` : ''}`
      : null;
  if (reading.reasons.length === 0 && !reviewed && !reading.comment) return <>—</>;
  return (
    <Box sx={{ minWidth: 200, maxWidth: 420 }}>
      {reading.reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {reading.reasons.map((reason, index) => (
            <Typography component="li" variant="body2" key={index}>
              {reason}
            </Typography>
          ))}
        </Box>
      )}
      {reviewed && (
        <Typography variant="body2" color="text.secondary">
          {reviewed}
        </Typography>
      )}
      {reading.comment && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          “{reading.comment}”
        </Typography>
      )}
    </Box>
  );
}
