import Button, { type ButtonProps } from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SEND_EMAIL_CONFIRMATION,
  sendConfirmationEmailEndpoint,
  sendInvoiceEmailEndpoint,
  type InvoiceEmail,
} from '../../../shared/contracts/invoice-emails';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { api } from '../../lib/api';
import { newRequestKey } from '../../lib/request-key';
import { invoiceKeys } from './api';
import { useReportedChange } from './use-reported-change';

export const invoiceEmailsKey = (invoiceId: number) => [...invoiceKeys.all, 'emails', invoiceId] as const;

/** Sends an invoice's e-mail (staff) or the check instructions (owner), and refreshes its record. */
export function useSendInvoiceEmail(kind: InvoiceEmail['kind'] = 'invoice') {
  const queryClient = useQueryClient();
  const endpoint = kind === 'invoice' ? sendInvoiceEmailEndpoint : sendConfirmationEmailEndpoint;
  return useMutation({
    mutationFn: ({ invoiceId, requestKey }: { invoiceId: number; requestKey: string }) =>
      api(endpoint, { query: { invoiceId, requestKey } }),
    onSettled: (_answer, _error, { invoiceId }) =>
      queryClient.invalidateQueries({ queryKey: invoiceEmailsKey(invoiceId) }),
  });
}

/** Send Email, after 'Are you sure you want to send this invoice email?'. */
export function SendEmailButton({ invoiceId, size }: { invoiceId: number; size?: ButtonProps['size'] }) {
  const [confirming, setConfirming] = useState(false);
  const send = useSendInvoiceEmail();
  const report = useReportedChange();
  return (
    <>
      <Button
        size={size}
        variant={size === 'small' ? 'text' : 'outlined'}
        onClick={() => setConfirming(true)}
      >
        Send Email
      </Button>
      <ConfirmModalOnDemand
        open={confirming}
        title="Send invoice e-mail"
        text={SEND_EMAIL_CONFIRMATION}
        confirmLabel="Send"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await report(send.mutateAsync({ invoiceId, requestKey: newRequestKey() }));
          setConfirming(false);
        }}
      />
    </>
  );
}

/** Pay by Check: e-mails the owner (and the caller) where to mail the check, after asking. */
export function PayByCheckButton({ invoiceId, staff = false }: { invoiceId: number; staff?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const send = useSendInvoiceEmail('check-instructions');
  const report = useReportedChange();
  return (
    <>
      <Button variant="outlined" onClick={() => setConfirming(true)}>
        Pay by Check
      </Button>
      <ConfirmModalOnDemand
        open={confirming}
        title="Pay by check"
        text={`We will e-mail ${staff ? 'the owner and you' : 'you'} where to mail the check and what to write on it. Send the instructions?`}
        confirmLabel="Send instructions"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await report(send.mutateAsync({ invoiceId, requestKey: newRequestKey() }));
          setConfirming(false);
        }}
      />
    </>
  );
}
