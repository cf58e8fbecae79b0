import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { VISIBILITY_UPDATED } from '../../../shared/contracts/invoices';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { useUpdateVisibility } from './api';
import { SendSelectedEmailsButton, useBulkInvoiceEmails } from './bulk-invoice-emails';
import { SyncSelectedButton } from './bulk-invoice-sync';
import { NO_INVOICES_SELECTED, NO_ROWS_SELECTED, NO_VALID_ROWS_SELECTED } from './selection-messages';

interface InvoiceBulkActionsProps {
  selected: InvoiceSummary[];
  /** The list shows paid invoices only: there is nothing to sync. */
  paidOnly: boolean;
  onClearSelection: () => void;
}

/**
 * Make Visible and Make Invisible for the selected invoices (paid ones are left as they are), with
 * the selection count, and after making invoices visible an offer to e-mail their owners; Print
 * Selected opens the print page for them; Send Email e-mails each its invoice; Sync Selected copies
 * the unpaid ones into the books.
 */
export function InvoiceBulkActions({ selected, paidOnly, onClearSelection }: InvoiceBulkActionsProps) {
  const toast = useToast();
  const updateVisibility = useUpdateVisibility();
  const navigate = useNavigate();
  // Invoices just shown to their owners: staff are offered to tell each owner by e-mail.
  const [newlyVisible, setNewlyVisible] = useState<InvoiceSummary[]>([]);
  const bulkEmails = useBulkInvoiceEmails();

  const printSelected = () => {
    if (selected.length === 0) return toast.warning(NO_INVOICES_SELECTED);
    void navigate(`/invoice/print-selected?ids=${selected.map((invoice) => invoice.id).join(',')}`);
  };

  const setVisible = async (isVisible: boolean) => {
    if (selected.length === 0) return toast.warning(NO_ROWS_SELECTED);
    const changeable = selected.filter((invoice) => !invoice.hasPaid);
    if (changeable.length === 0) return toast.warning(NO_VALID_ROWS_SELECTED);
    try {
      await updateVisibility.mutateAsync({ invoiceIds: changeable.map((invoice) => invoice.id), isVisible });
      const skipped = selected.length - changeable.length;
      toast.success(
        skipped > 0 ? `${VISIBILITY_UPDATED}; ${skipped} paid left as they are` : VISIBILITY_UPDATED,
      );
      if (isVisible) setNewlyVisible(changeable);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" aria-live="polite">
        {selected.length.toLocaleString('en-US')} selected
      </Typography>
      {selected.length > 0 && <Button onClick={onClearSelection}>Clear selection</Button>}
      <Button disabled={updateVisibility.isPending} onClick={() => void setVisible(true)}>
        Make Visible
      </Button>
      <Button disabled={updateVisibility.isPending} onClick={() => void setVisible(false)}>
        Make Invisible
      </Button>
      <SyncSelectedButton selected={selected} paidOnly={paidOnly} />
      <Button onClick={printSelected}>Print Selected</Button>
      <SendSelectedEmailsButton selected={selected} />
      <ConfirmModalOnDemand
        open={newlyVisible.length > 0}
        title="Tell the owners?"
        text={`${newlyVisible.length.toLocaleString('en-US')} invoice${newlyVisible.length === 1 ? ' is' : 's are'} now visible to ${newlyVisible.length === 1 ? 'its owner' : 'their owners'}. E-mail each owner their invoice now?`}
        confirmLabel="Send e-mails"
        cancelLabel="Not now"
        onCancel={() => setNewlyVisible([])}
        onConfirm={() => {
          bulkEmails.start(newlyVisible);
          setNewlyVisible([]);
        }}
      />
      {bulkEmails.dialog}
    </Stack>
  );
}
