import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { PAYMENT_NOT_ACCEPTED, type PaymentFormProps } from './payment-form';

export const STRIPE_UNAVAILABLE =
  'The payment form could not be loaded from Stripe. Check your connection and try again.';

/** One Stripe.js instance per publishable key for the life of the page, as Stripe asks. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publicKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publicKey);
  if (!stripe) {
    // loadStripe injects Stripe.js from js.stripe.com (Stripe's rules forbid bundling or hosting it);
    // the 'pure' entry does so on this call, not as soon as the module loads.
    stripe = loadStripe(publicKey);
    // A failed load may be tried again on the next opening.
    stripe.catch(() => stripeByKey.delete(publicKey));
    stripeByKey.set(publicKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element for the intent: the card or bank details go from Stripe's own frame to
 * Stripe, never through the portal. The intent decides which method the element offers.
 */
export function StripePaymentForm({ publicKey, ...props }: PaymentFormProps & { publicKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    stripeFor(publicKey).then(
      (loaded) => {
        if (!current) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [publicKey]);

  if (failed) return <Alert severity="error">{STRIPE_UNAVAILABLE}</Alert>;
  if (!stripe) return <CircularProgress aria-label="Loading the payment form" />;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.intent.client_secret }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ formId, disabled, returnUrl, onReady, onConfirm }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [loadFailed, setLoadFailed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || disabled) return;
    onConfirm(async () => {
      // Methods that need the bank's or the card issuer's page come back through returnUrl.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (!error) return { kind: 'confirmed' };
      // The element marks the fields to fix itself; the intent can still be paid.
      if (error.type === 'validation_error') return { kind: 'incomplete' };
      if (error.code === 'payment_intent_unexpected_state') {
        // Paid or on its way after all (a second click): the confirmation page records it.
        const status = error.payment_intent?.status;
        if (status === 'succeeded' || status === 'processing') return { kind: 'confirmed' };
        // Cancelled by the portal meanwhile: the invoice changed or was paid another way.
        return { kind: 'cancelled' };
      }
      return { kind: 'failed', message: error.message ?? PAYMENT_NOT_ACCEPTED };
    });
  };
  return (
    <Stack component="form" id={formId} noValidate aria-label="Payment details" onSubmit={submit}>
      {loadFailed && <Alert severity="error">{STRIPE_UNAVAILABLE}</Alert>}
      <PaymentElement
        options={{ readOnly: disabled }}
        onReady={onReady}
        onLoadError={() => setLoadFailed(true)}
      />
    </Stack>
  );
}
