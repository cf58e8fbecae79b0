import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import {
  cancelPaymentIntentEndpoint,
  createPaymentIntentEndpoint,
  paymentProviderConfigEndpoint,
  type PaymentIntent,
} from '../../../shared/contracts/payment-intents';
import type { OnlinePaymentMethod } from '../../../shared/states';
import { formatCents } from '../../../shared/format';
import { api, errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { paymentConfirmationPath } from '../../lib/invoice-paths';
import { invoiceKeys } from './api';
import type { ConfirmOutcome } from './payment-form';
import { SandboxPaymentForm } from './sandbox-payment-form';

// Stripe's libraries only where the district takes real payments.
const StripePaymentForm = lazyOnDemand(() =>
  import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })),
);

// Full screen on a phone, by CSS: the layouts' media-query hook would otherwise leave their chunk for
// a shared one, a file more in every page's first load.
const PHONE_FULL_SCREEN = {
  m: { xs: 0, sm: 4 },
  width: { xs: '100%' },
  maxWidth: { xs: '100%', sm: 600 },
  height: { xs: '100%', sm: 'auto' },
  maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
  borderRadius: { xs: 0, sm: 1 },
};

const TITLES: Record<OnlinePaymentMethod, string> = {
  card: 'Pay by Card',
  us_bank_account: 'Pay by Bank Transfer',
};

export interface PaymentDialogProps {
  invoice: Pick<InvoiceDetail, 'id' | 'clientId' | 'clientName' | 'invoiceNumber'>;
  method: OnlinePaymentMethod;
  /** Staff paying on the owner's behalf stay on the staff side after paying. */
  staff: boolean;
  onClose: () => void;
}

/**
 * Paying an invoice online: the intent is created on opening (the server computes every amount), the
 * provider's form takes the card or bank account, and a confirmed payment goes on to the confirmation
 * page, which records it. Leaving without paying, or a refused payment, cancels the intent. An intent
 * the portal cancelled meanwhile (staff changed the invoice, or it was paid another way) is replaced
 * at once by a new one for what the invoice asks now, and the payer is told what changed.
 */
export function PaymentDialog({ invoice, method, staff, onClose }: PaymentDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const formId = useId();
  // Try Again after a refusal needs a new intent: the refused one is cancelled.
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The intent cancelled under the payer: what they were about to pay, compared with what comes next.
  const [replaced, setReplaced] = useState<PaymentIntent | null>(null);
  // Which intent's form can take a payment: a new intent's Stripe fields load anew.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const cancelled = useRef(false);
  const target = { clientId: invoice.clientId, invoiceId: invoice.id };

  const config = useQuery({
    queryKey: ['payments', 'provider-config'],
    queryFn: async () => (await api(paymentProviderConfigEndpoint)).data,
    staleTime: Infinity,
  });
  // A query, so React's double effects in development create one intent; never cached past the dialog.
  const intent = useQuery({
    queryKey: ['payments', 'intent', invoice.id, method, attempt],
    queryFn: async () =>
      (await api(createPaymentIntentEndpoint, { query: { ...target, paymentMethod: method } })).data,
    staleTime: Infinity,
    gcTime: 0,
    // Trying again keeps the form and what was typed in it while the new intent comes.
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const cancelIntent = (open: PaymentIntent) => {
    cancelled.current = true;
    // An intent left open charges nobody, and the server reuses or replaces it next time.
    void api(cancelPaymentIntentEndpoint, {
      query: { clientId: invoice.clientId, paymentIntentId: open.id },
    }).catch(() => undefined);
  };
  const close = () => {
    if (paying) return;
    if (intent.data && !cancelled.current) cancelIntent(intent.data);
    // Refused at once: paid or a transfer processing meanwhile, which the page should now show.
    if (intent.isError) void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    onClose();
  };
  const tryAgain = () => {
    cancelled.current = false;
    setFailure(null);
    setAttempt((count) => count + 1);
  };
  const confirmIntent = async (open: PaymentIntent, confirm: () => Promise<ConfirmOutcome>) => {
    setPaying(true);
    let outcome: ConfirmOutcome;
    try {
      outcome = await confirm();
    } catch (error) {
      outcome = { kind: 'failed', message: errorMessage(error) };
    }
    if (outcome.kind === 'confirmed') {
      // Paying stays on until the page changes: the intent is paid and must not be cancelled.
      cancelled.current = true;
      navigate(paymentConfirmationPath(target, open.id, staff));
      return;
    }
    setPaying(false);
    if (outcome.kind === 'failed') {
      cancelIntent(open);
      // The refusal is about the new intent: what changed before it has been said.
      setReplaced(null);
      setFailure(outcome.message);
    }
    if (outcome.kind === 'cancelled') {
      // Already cancelled by the portal; the next intent is asked for what the invoice asks now, and
      // the page behind shows the invoice as it is.
      setReplaced(open);
      tryAgain();
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    }
  };

  const open = intent.data;
  const renewing = intent.isPlaceholderData;
  const loadError = intent.error ?? config.error;
  const path = open ? paymentConfirmationPath(target, open.id, staff) : '';
  const formProps = open && {
    formId,
    intent: open,
    disabled: paying || failure !== null || renewing,
    returnUrl: new URL(path, window.location.origin).href,
    onReady: () => setReadyFor(open.id),
    onConfirm: (confirm: () => Promise<ConfirmOutcome>) => void confirmIntent(open, confirm),
  };
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && close()}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: PHONE_FULL_SCREEN } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {TITLES[method]}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={close}
        disabled={paying}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Invoice {invoice.invoiceNumber}, {invoice.clientName}
        </Typography>
        {replaced && <ReplacedNotice replaced={replaced} next={renewing || loadError ? null : open} />}
        {loadError ? (
          <Alert severity="error">{errorMessage(loadError)}</Alert>
        ) : !open || !config.data || !formProps ? (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Preparing your payment" />
            <Typography>Preparing your payment...</Typography>
          </Stack>
        ) : (
          <>
            {/* The cancelled intent's amounts would mislead while the new ones come. */}
            {!(replaced && renewing) && <PaymentAmounts intent={open} />}
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            {config.data.provider === 'stripe' && config.data.publicKey ? (
              <Suspense fallback={<CircularProgress aria-label="Loading the payment form" />}>
                <StripePaymentForm key={open.id} publicKey={config.data.publicKey} {...formProps} />
              </Suspense>
            ) : (
              <SandboxPaymentForm {...formProps} />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {failure || loadError ? (
          <>
            {failure && <Button onClick={tryAgain}>Try Again</Button>}
            {/* The Pay button that had the focus is gone: keyboard users land on the way out. */}
            <Button variant="contained" onClick={close} autoFocus>
              Back to Invoice
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={paying}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="contained"
              disabled={!open || readyFor !== open.id || paying || renewing}
              aria-busy={paying}
              startIcon={paying ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {open && !(replaced && renewing) ? `Pay ${formatCents(open.amount)}` : 'Pay'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * Why the dialog asks again: the payment was cancelled before it went through, so nothing was
 * charged; once the new intent has come, what the invoice asks now beside what the payer was about
 * to pay. Without a new intent (the invoice was paid meanwhile, a transfer is on its way, the new
 * amount is over the way's limit) the server's reason follows it.
 */
function ReplacedNotice({
  replaced,
  next,
}: {
  replaced: PaymentIntent;
  next: PaymentIntent | undefined | null;
}) {
  if (!next || next.id === replaced.id) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        This payment was cancelled before it went through, because the invoice changed or was paid another
        way. Nothing was charged.
      </Alert>
    );
  }
  const asks = formatCents(next.invoiceTotal);
  const pay = `you pay ${formatCents(next.amount)} with the fee`;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {next.invoiceTotal === replaced.invoiceTotal
        ? `This payment was cancelled before it went through, because the invoice changed or a payment was started elsewhere. Nothing was charged. It still asks ${asks}: ${pay}. Check the amounts and pay again.`
        : `The invoice changed while you were paying. Nothing was charged. It now asks ${asks}: ${pay} (you were about to pay ${formatCents(replaced.amount)}). Check the amounts and pay again.`}
    </Alert>
  );
}

/** What the payer is charged: the invoice, the way's processing fee, and their sum. */
function PaymentAmounts({ intent }: { intent: PaymentIntent }) {
  const rows = [
    ['Invoice total', formatCents(intent.invoiceTotal)],
    [intent.paymentMethod === 'card' ? 'Card fee' : 'Bank transfer fee', formatCents(intent.fee)],
    ['You pay', formatCents(intent.amount)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Amounts"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
    >
      {rows.map(([label, amount], index) => {
        const total = index === rows.length - 1;
        return (
          <Box key={label} sx={{ display: 'contents', fontWeight: total ? 700 : undefined }}>
            <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 'inherit' }}>
              {amount}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
