import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import {
  reviewReadingRequestSchema,
  type ReviewDecision,
  type ReviewItem,
  type ReviewReadingResponse,
} from '../../../shared/contracts/meter-readings';
import { errorMessage } from '../../lib/api';
import { formatGallons } from '../../components/meters/reading-labels';
import { useReviewReading } from './api';
import { describeItem } from './review-text';

export interface ReviewDecisionDialogProps {
  item: ReviewItem;
  decision: ReviewDecision;
  onClose: () => void;
  /** The server's answer, after the decision was recorded. */
  onDecided: (item: ReviewItem, answer: ReviewReadingResponse) => void;
}

/**
 * The confirmation of Accept or Reject. Rejecting needs a reason (the one who entered the reading
 * reads it); accepting takes an optional note. The server's refusal shows here, and the queue is
 * read again either way.
 */
export function ReviewDecisionDialog({ item, decision, onClose, onDecided }: ReviewDecisionDialogProps) {
  const titleId = useId();
  const textId = useId();
  const review = useReviewReading();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const accepting = decision === 'accept';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReadingRequestSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Check the reason');
      return;
    }
    setRefusal(null);
    try {
      const answer = await review.mutateAsync({ readingId: item.id, review: parsed.data });
      onDecided(item, answer);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  }

  const busy = review.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{accepting ? 'Accept Reading' : 'Reject Reading'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>
              {accepting
                ? `Accept the reading of ${describeItem(item)}? Its ${formatGallons(item.volumeGallons)} go into the well's pumpage, and unpaid invoices of those days are made again.`
                : `Reject the reading of ${describeItem(item)}? Its ${formatGallons(item.volumeGallons)} stay out of the well's pumpage.`}
            </DialogContentText>
            {refusal && (
              <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
                {refusal}
              </Alert>
            )}
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              label={accepting ? 'Note (optional)' : 'Reason'}
              required={!accepting}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
              error={reasonError !== null}
              helperText={
                reasonError ?? (accepting ? undefined : 'Says why, to the one who entered the reading.')
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={accepting ? 'success' : 'error'}
            disabled={busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {accepting ? 'Accept' : 'Reject'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
