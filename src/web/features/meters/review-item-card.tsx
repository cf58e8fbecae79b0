import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ReviewDecision, ReviewItem } from '../../../shared/contracts/meter-readings';
import { formatDay } from '../../../shared/format';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { ReadingPhotoThumbnail } from '../../components/meters/reading-photo';
import { ScrollRegion } from '../../components/scroll-region';
import {
  formatGallons,
  formatInstantDay,
  formatNumber,
  formatReadOn,
  formatReading,
  readingSourceLabel,
  ReadingStateChip,
} from '../../components/meters/reading-labels';
import { wellPath } from './paths';
import { describeItem } from './review-text';

type RecentReading = ReviewItem['recentReadings'][number];

const RECENT_COLUMNS: CompactColumn<RecentReading>[] = [
  { id: 'readOn', header: 'Date', value: (row) => formatDay(row.readOn) },
  { id: 'reading', header: 'Reading', value: (row) => formatReading(row.reading) },
  { id: 'volume', header: 'Volume', value: (row) => formatGallons(row.volumeGallons) },
  { id: 'state', header: 'State', value: (row) => <ReadingStateChip state={row.state} /> },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}

interface ReviewItemCardProps {
  item: ReviewItem;
  onDecide: (item: ReviewItem, decision: ReviewDecision) => void;
}

/**
 * One held reading with what it is weighed against: why it was held, its photo, the well's recent
 * readings and the same days' volume a year before; Accept and Reject ask for confirmation.
 */
export function ReviewItemCard({ item, onDecide }: ReviewItemCardProps) {
  const titleId = useId();
  const description = describeItem(item);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            <Link component={RouterLink} to={wellPath(item.wellId)}>
              Well {item.wellNumber}
            </Link>
            {item.clientName && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {item.clientName}
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {readingSourceLabel(item.source)} reading
            {item.enteredBy ? ` by ${item.enteredBy}` : ''}, entered {formatInstantDay(item.enteredAt)} ·
            meter {item.serialNumber}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
              gap: 1.5,
              m: 0,
              mb: 2,
            }}
          >
            <Fact label="Date">{formatReadOn(item.readOn, item.readAt)}</Fact>
            <Fact label="Reading">
              {formatReading(item.reading)}
              {item.isRollover ? ' (rollover)' : ''}
            </Fact>
            <Fact label="Volume">
              {formatGallons(item.volumeGallons)}
              {item.volumeFrom && (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  from {formatDay(item.volumeFrom)}
                </Typography>
              )}
            </Fact>
            <Fact label="Same days last year">
              {item.lastYearGallons === null ? 'No pumpage' : formatGallons(item.lastYearGallons)}
            </Fact>
            <Fact label="Daily pump rate">
              {item.dailyPumpRate === null ? '—' : `${formatNumber(item.dailyPumpRate)} thousand gal a day`}
            </Fact>
          </Box>
          {item.reasons.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Why it was held">
                {item.reasons.map((reason, index) => (
                  <li key={index}>{reason}</li>
                ))}
              </Box>
            </Alert>
          )}
          {item.comment && (
            <Typography variant="body2" sx={{ mb: 2, fontStyle: 'italic' }}>
              “{item.comment}”
            </Typography>
          )}
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Recent readings
          </Typography>
          <ScrollRegion label={`Recent readings of well ${item.wellNumber}, scrollable`}>
            <CompactTable<RecentReading>
              label={`Recent readings of well ${item.wellNumber}`}
              columns={RECENT_COLUMNS}
              data={item.recentReadings}
              isLoading={false}
              emptyText="No earlier readings."
              getRowId={(row) => String(row.id)}
            />
          </ScrollRegion>
        </Box>
        <Stack spacing={2} sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, flexShrink: 0 }}>
          {item.hasPhoto ? (
            <ReadingPhotoThumbnail
              readingId={item.id}
              description={`Photo of the register, ${description}`}
              size={200}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No photo
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              color="success"
              aria-label={`Accept ${description}`}
              onClick={() => onDecide(item, 'accept')}
            >
              Accept
            </Button>
            <Button
              variant="outlined"
              color="error"
              aria-label={`Reject ${description}`}
              onClick={() => onDecide(item, 'reject')}
            >
              Reject
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
