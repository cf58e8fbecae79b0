import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Suspense, useState } from 'react';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useRegenerateInvoice, useUpdateLateFeeStatus, useUpdateVisibility } from './api';
import { InvoiceAccountingSync } from './invoice-accounting-sync';
import { SendEmailButton } from './invoice-emails';
import { useReportedChange } from './use-reported-change';

// The form, its library and its rules download on the click: the invoice page's first load has no room.
const RecordPaymentDialog = lazyOnDemand(() => import('./record-payment-dialog'));
const InvoiceOwnerNameDialog = lazyOnDemand(() => import('./invoice-owner-name-dialog'));

/**
 * Staff actions on one invoice: visibility, late fees, regenerate (unpaid only, confirmed), the
 * invoice-to owner name (unpaid only), Send
 * Email, Record Payment (a check received; not while paid or a bank transfer is clearing), and its
 * accounting state with Sync (paid ones too: a paid invoice is synced with its payment).
 */
export function InvoiceStaffControls({ invoice }: { invoice: InvoiceDetail }) {
  const visibility = useUpdateVisibility();
  const lateFees = useUpdateLateFeeStatus();
  const regenerate = useRegenerateInvoice();
  const [confirming, setConfirming] = useState(false);
  const [recording, setRecording] = useState(false);
  const [naming, setNaming] = useState(false);
  const report = useReportedChange();
  const paid = invoice.hasPaid;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Staff actions">
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={invoice.isVisible}
              disabled={paid || visibility.isPending}
              onChange={(event) =>
                void report(
                  visibility.mutateAsync({ invoiceIds: [invoice.id], isVisible: event.target.checked }),
                )
              }
            />
          }
          label="Is Visible"
        />
        <FormControlLabel
          control={
            <Switch
              checked={!invoice.hideLateFees}
              disabled={paid || lateFees.isPending}
              onChange={(event) =>
                void report(
                  lateFees.mutateAsync({ invoiceId: invoice.id, hideLateFees: !event.target.checked }),
                )
              }
            />
          }
          label="Apply Late Fees"
        />
        <Button variant="outlined" disabled={paid} onClick={() => setConfirming(true)}>
          Regenerate Invoice
        </Button>
        <Button variant="outlined" disabled={paid} onClick={() => setNaming(true)}>
          Invoice-to Name
        </Button>
        <SendEmailButton invoiceId={invoice.id} />
        <Button
          variant="outlined"
          disabled={paid || invoice.paymentProcessing}
          onClick={() => setRecording(true)}
        >
          Record Payment
        </Button>
      </Stack>
      <InvoiceAccountingSync invoice={invoice} />
      {recording && (
        <Suspense fallback={<CircularProgress size={24} aria-label="Opening Record Payment" />}>
          <RecordPaymentDialog invoice={invoice} onClose={() => setRecording(false)} />
        </Suspense>
      )}
      {naming && (
        <Suspense fallback={<CircularProgress size={24} aria-label="Opening Invoice-to Name" />}>
          <InvoiceOwnerNameDialog invoice={invoice} onClose={() => setNaming(false)} />
        </Suspense>
      )}
      <ConfirmModalOnDemand
        open={confirming}
        title="Regenerate invoice"
        text="Rebuild this invoice's wells and fee from the pumpage recorded now? Hand edits of its pumpage are replaced; adjustments stay."
        confirmLabel="Regenerate"
        confirmColor="warning"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await report(regenerate.mutateAsync({ invoiceId: invoice.id, clientId: invoice.clientId }));
          setConfirming(false);
        }}
      />
    </Paper>
  );
}
