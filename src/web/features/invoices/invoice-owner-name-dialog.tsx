import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { invoiceOwnerNameSchema } from '../../../shared/contracts/invoice-changes';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { FormDialog } from '../../components/form-dialog';
import { useUpdateInvoiceOwnerName } from './api';
import { useReportedChange } from './use-reported-change';

interface InvoiceOwnerNameDialogProps {
  invoice: InvoiceDetail;
  onClose: () => void;
}

/** Staff: the name an unpaid invoice is billed to; empty bills the client under its own name. */
export default function InvoiceOwnerNameDialog({ invoice, onClose }: InvoiceOwnerNameDialogProps) {
  const [name, setName] = useState(invoice.invoiceOwnerName ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useUpdateInvoiceOwnerName();
  const report = useReportedChange();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = invoiceOwnerNameSchema.safeParse({ invoiceOwnerName: name });
    if (!parsed.success) {
      setRefusal(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    if (await report(save.mutateAsync({ invoiceId: invoice.id, ...parsed.data }))) onClose();
  }

  return (
    <FormDialog
      title="Invoice-to owner name"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      isPending={save.isPending}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label="Bill to"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setRefusal(null);
        }}
        error={refusal !== null}
        helperText={refusal ?? `Leave empty to bill ${invoice.clientName} under its own name.`}
      />
    </FormDialog>
  );
}
