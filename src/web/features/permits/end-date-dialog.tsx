import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DISTRICT_CUT_SAVED, type DistrictCutRow } from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import { SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { formatCutPercent } from '../../components/permits/permit-text';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import {
  endDateFormSchema,
  type EndDateFormOutput,
  type EndDateFormValues,
} from './district-cut-form-values';
import { useSaveDistrictCut } from './permits-api';

export interface EndDateDialogProps {
  cut: DistrictCutRow;
  onClose: () => void;
}

/**
 * Set end date of a cut: its last day, sent with the cut's own percent, start and reason. Mounted
 * while open, so each opening starts from the cut's end date (or none).
 */
export function EndDateDialog({ cut, onClose }: EndDateDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const save = useSaveDistrictCut();
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(endDateFormSchema(cut)), [cut]);
  const form = useForm<EndDateFormValues, unknown, EndDateFormOutput>({
    resolver,
    defaultValues: { endsOn: cut.endsOn ?? '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await save.mutateAsync(body);
      toast.success(DISTRICT_CUT_SAVED);
      onClose();
    } catch (error) {
      const message = error instanceof ApiError ? error.errors.endsOn : undefined;
      if (message) form.setError('endsOn', { message });
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Set end date</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              The {formatCutPercent(cut.percent)} cut from {formatDay(cut.effectiveOn)} applies through this
              day.
            </Typography>
            {refusal && <Alert severity="warning">{refusal}</Alert>}
            <FormTextField
              control={form.control}
              name="endsOn"
              label="Last day"
              type="date"
              required
              autoFocus
              slotProps={{ ...SHRUNK_LABEL, htmlInput: { min: cut.effectiveOn } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={save.isPending}>Save</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
