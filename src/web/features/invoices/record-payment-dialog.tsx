import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import type { CheckPaymentValues } from '../../../shared/contracts/payment-records';
import { formatDollars } from '../../../shared/format';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { localIsoDate } from '../../lib/dates';
import { useRecordCheckPayment } from './payment-records-api';
import {
  checkPaymentFormSchema,
  TYPED_CHECK_DOLLARS,
  type CheckPaymentFormValues,
} from './invoice-form-values';

export interface RecordPaymentDialogProps {
  invoice: InvoiceDetail;
  onClose: () => void;
}

/** The server's field messages that belong to one of the form's fields; the rest are said above it. */
function fieldErrorsOf(error: unknown): [FieldPath<CheckPaymentFormValues>, string][] {
  if (!(error instanceof ApiError)) return [];
  const fields: FieldPath<CheckPaymentFormValues>[] = ['checkNumber', 'amount', 'dateReceived'];
  return fields.flatMap((field) => {
    const message = error.errors[field];
    return message ? [[field, message] as [FieldPath<CheckPaymentFormValues>, string]] : [];
  });
}

/**
 * Record Payment (staff): a check received for the invoice. The amount starts at what the invoice
 * asks today and the date at today; the server checks the amount against what the invoice asked on
 * the day received, and its refusal is shown as it comes. Opening the dialog is the deliberate act,
 * so saving asks nothing more.
 */
export default function RecordPaymentDialog({ invoice, onClose }: RecordPaymentDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const record = useRecordCheckPayment();
  const today = useMemo(() => localIsoDate(new Date()), []);
  const form = useForm<CheckPaymentFormValues, unknown, CheckPaymentValues>({
    resolver: zodResolver(checkPaymentFormSchema),
    defaultValues: { checkNumber: '', amount: invoice.totalAmount.toFixed(2), dateReceived: today },
  });
  const submit = form.handleSubmit(async (check) => {
    try {
      toast.success((await record.mutateAsync({ invoiceId: invoice.id, check })).message);
      onClose();
    } catch (error) {
      for (const [field, message] of fieldErrorsOf(error)) form.setError(field, { message });
    }
  });
  const close = record.isPending ? undefined : onClose;
  // A refusal naming a field is shown under it; any other (already paid, a transfer processing) here.
  const refusal = record.isError && fieldErrorsOf(record.error).length === 0 ? record.error : null;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Record Payment</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              A check received for invoice {invoice.invoiceNumber}, which asks{' '}
              {formatDollars(invoice.totalAmount)} today.
            </Typography>
            {refusal && <Alert severity="error">{errorMessage(refusal)}</Alert>}
            <FormTextField control={form.control} name="checkNumber" label="Check Number" autoFocus />
            <FormTextField
              control={form.control}
              name="amount"
              label="Amount ($)"
              accept={TYPED_CHECK_DOLLARS}
              helperText="What the invoice asked on the day the check was received"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField
              control={form.control}
              name="dateReceived"
              label="Date Received"
              type="date"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <SubmitButton isPending={record.isPending}>Record Payment</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
