import type { PaymentIntent } from '../../../shared/contracts/payment-intents';

/** What confirming a payment came to, as the payment dialog acts on it. */
export type ConfirmOutcome =
  /** Paid, or a bank transfer on its way: the confirmation page records it. */
  | { kind: 'confirmed' }
  /** Refused by the provider (declined, expired, ...): the intent is cancelled and the reason shown. */
  | { kind: 'failed'; message: string }
  /** Details missing or mistyped: the form says what to fix and the intent stays open. */
  | { kind: 'incomplete' }
  /**
   * The intent was cancelled before it could be confirmed, because the invoice changed or a payment
   * was started or recorded elsewhere: nothing was charged, and the dialog asks for a new intent for
   * what the invoice asks now.
   */
  | { kind: 'cancelled' };

/** Said when a provider refuses a payment without a reason. */
export const PAYMENT_NOT_ACCEPTED = 'The payment was not accepted. Please check the details and try again.';

/** A provider's payment form inside the payment dialog; the dialog's Pay button submits it by id. */
export interface PaymentFormProps {
  formId: string;
  intent: PaymentIntent;
  /** Locked while paying and after a failure (its intent is cancelled then). */
  disabled: boolean;
  /** Absolute address a provider may send the payer to after confirming (bank redirects, 3-D Secure). */
  returnUrl: string;
  /** The form can take a payment (the provider's fields have loaded). */
  onReady: () => void;
  /** Hands the form's confirmation to the dialog, which shows progress and acts on the outcome. */
  onConfirm: (confirm: () => Promise<ConfirmOutcome>) => void;
}
