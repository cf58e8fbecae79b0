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
  MAX_EXEMPTION_REASON_LENGTH,
  setWellExemptionRequestSchema,
  type ExemptionReviewRow,
} from '../../../shared/contracts/exemptions';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { useSetWellExemption } from './exemptions-api';

export interface SetExemptionDialogProps {
  well: ExemptionReviewRow;
  onClose: () => void;
}

/** "Mark EB-12 exempt?" with what the rules say of it, or the clearing of its flag. */
function questionText(well: ExemptionReviewRow, exempt: boolean): string {
  const rules = well.ruleExempt
    ? `The rules mark it exempt (${well.reasons.join('; ')}).`
    : 'No rule marks it exempt.';
  return exempt
    ? `Mark well ${well.wellNumber} exempt? Its pumpage is no longer billed on the invoices made from now on. ${rules}`
    : `Clear the exemption of well ${well.wellNumber}? Its pumpage is billed on the invoices made from now on. ${rules}`;
}

/**
 * The confirmation of Mark exempt or Clear exemption: the reason is required (the audit log keeps
 * it). The server's refusal shows here; a change says so in a toast and the review is read again.
 */
export function SetExemptionDialog({ well, onClose }: SetExemptionDialogProps) {
  const titleId = useId();
  const textId = useId();
  const toast = useToast();
  const change = useSetWellExemption();
  const exempt = !well.flaggedExempt;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setWellExemptionRequestSchema.safeParse({ wellId: well.wellId, exempt, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Check the reason');
      return;
    }
    setRefusal(null);
    try {
      const answer = await change.mutateAsync(parsed.data);
      toast.success(answer.message);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  }

  const busy = change.isPending;
  const title = exempt ? 'Mark Exempt' : 'Clear Exemption';
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
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={textId}>{questionText(well, exempt)}</DialogContentText>
            {refusal && <Alert severity="warning">{refusal}</Alert>}
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              label="Reason"
              required
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
              error={reasonError !== null}
              helperText={reasonError ?? 'Kept in the audit log with the change.'}
              slotProps={{ htmlInput: { maxLength: MAX_EXEMPTION_REASON_LENGTH } }}
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
            disabled={busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {exempt ? 'Mark exempt' : 'Clear exemption'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
