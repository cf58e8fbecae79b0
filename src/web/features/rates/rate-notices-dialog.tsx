import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { NOTICE_OUTCOME_LABELS } from '../../../shared/contracts/permits';
import type { RateEntry, RateNotice } from '../../../shared/contracts/rates';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { formatInstant } from '../../components/permits/permit-text';
import { queryTableState } from '../../components/query-table-state';
import { ScrollRegion } from '../../components/scroll-region';
import { NO_VALUE, rateEntryText } from './rates-text';
import { useRateNotices } from './rates-api';

export const NO_NOTICES = 'No client has been told of this rate.';

const COLUMNS: CompactColumn<RateNotice>[] = [
  { id: 'client', header: 'Client', value: (notice) => notice.clientName },
  {
    id: 'recipients',
    header: 'Recipients',
    // Addresses are long unbroken words: they wrap anywhere rather than widen the table.
    value: (notice) => (
      <Box component="span" sx={{ display: 'block', minWidth: '10rem', overflowWrap: 'anywhere' }}>
        {notice.recipients || NO_VALUE}
      </Box>
    ),
  },
  {
    id: 'outcome',
    header: 'Outcome',
    value: (notice) => (
      <>
        {NOTICE_OUTCOME_LABELS[notice.outcome]}
        {notice.detail && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {notice.detail}
          </Typography>
        )}
      </>
    ),
  },
  {
    id: 'sentAt',
    header: 'Sent',
    value: (notice) => (notice.sentAt === null ? NO_VALUE : formatInstant(notice.sentAt)),
  },
];

export interface RateNoticesDialogProps {
  rate: RateEntry;
  onClose: () => void;
}

/** Who was told of a rate: each client billed in the year before, its addresses, and what became of the e-mail. */
export function RateNoticesDialog({ rate, onClose }: RateNoticesDialogProps) {
  const titleId = useId();
  const notices = useRateNotices(rate.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Who was told</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The e-mails about the rate of {rateEntryText(rate)}.
        </Typography>
        <ScrollRegion label="Clients told, scrollable">
          <CompactTable<RateNotice>
            label="Clients told"
            columns={COLUMNS}
            data={notices.data}
            {...queryTableState(notices, { loading: 'isPending' })}
            emptyText={NO_NOTICES}
            getRowId={(notice) => String(notice.clientId)}
          />
        </ScrollRegion>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
