import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormHandleSubmit } from 'react-hook-form';
import type { z } from 'zod';
import {
  sandboxBankAccountSchema,
  sandboxCardSchema,
  sandboxConfirmEndpoint,
} from '../../../shared/contracts/payment-intents';
import { FormTextField } from '../../components/form/form-text-field';
import { api, ApiError } from '../../lib/api';
import { PAYMENT_NOT_ACCEPTED, type ConfirmOutcome, type PaymentFormProps } from './payment-form';

type CardValues = z.input<typeof sandboxCardSchema>;
type BankValues = z.input<typeof sandboxBankAccountSchema>;
type Payment =
  { card: z.output<typeof sandboxCardSchema> } | { bankAccount: z.output<typeof sandboxBankAccountSchema> };

const digitsOf = (text: string, most: number) => text.replace(/\D/g, '').slice(0, most);
/** Typed digits in groups of four, as printed on the card. */
const cardNumber = (text: string) => digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
/** MM / YY, the slash put in once the month is typed. */
const expiry = (text: string) => {
  const digits = digitsOf(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/**
 * The district's sandbox takes the card or bank account here and confirms the intent as Stripe.js
 * would with Stripe: nothing is charged, and Stripe's published test numbers decide the outcome.
 */
async function confirmWithSandbox(props: PaymentFormProps, payment: Payment): Promise<ConfirmOutcome> {
  const { intent } = props;
  let answer;
  try {
    answer = await api(sandboxConfirmEndpoint, {
      body: { paymentIntentId: intent.id, clientSecret: intent.client_secret, ...payment },
    });
  } catch (error) {
    if (isCancelledIntent(error)) return { kind: 'cancelled' };
    throw error;
  }
  if (answer.data.status === 'requires_payment_method') {
    return { kind: 'failed', message: answer.data.error ?? PAYMENT_NOT_ACCEPTED };
  }
  return { kind: 'confirmed' };
}

/**
 * The sandbox's answers to confirming an intent cancelled meanwhile: the portal's 409 (its payment
 * is no longer open), or the sandbox's own refusal, worded as Stripe's, of a cancelled intent.
 */
function isCancelledIntent(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 409 || (error.status === 400 && /status of canceled/.test(error.message));
}

/** The sandbox's card or bank account form, with the test numbers it takes. */
export function SandboxPaymentForm(props: PaymentFormProps) {
  const { onReady } = props;
  // Plain fields: ready as soon as they are drawn.
  useEffect(onReady, [onReady]);
  return props.intent.paymentMethod === 'card' ? <CardForm {...props} /> : <BankForm {...props} />;
}

function CardForm(props: PaymentFormProps) {
  const { control, handleSubmit } = useForm<CardValues, unknown, z.output<typeof sandboxCardSchema>>({
    resolver: zodResolver(sandboxCardSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <SandboxForm
      {...props}
      handleSubmit={handleSubmit}
      toPayment={(card) => ({ card })}
      note="Card 4242 4242 4242 4242 with any future expiry and any CVC is paid; 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds."
    >
      <FormTextField
        disabled={props.disabled}
        control={control}
        name="number"
        label="Card number"
        autoFocus
        format={cardNumber}
        autoComplete="cc-number"
        slotProps={numeric}
      />
      <Stack direction="row" spacing={2}>
        <FormTextField
          disabled={props.disabled}
          control={control}
          name="expiry"
          label="Expiry (MM / YY)"
          format={expiry}
          autoComplete="cc-exp"
          slotProps={numeric}
        />
        <FormTextField
          disabled={props.disabled}
          control={control}
          name="cvc"
          label="CVC"
          format={(text) => digitsOf(text, 4)}
          autoComplete="cc-csc"
          slotProps={numeric}
        />
      </Stack>
    </SandboxForm>
  );
}

function BankForm(props: PaymentFormProps) {
  const { control, handleSubmit } = useForm<BankValues, unknown, z.output<typeof sandboxBankAccountSchema>>({
    resolver: zodResolver(sandboxBankAccountSchema),
    defaultValues: { accountHolderName: '', routingNumber: '', accountNumber: '' },
  });
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <SandboxForm
      {...props}
      handleSubmit={handleSubmit}
      toPayment={(bankAccount) => ({ bankAccount })}
      note="Routing number 110000000 with account 000123456789 clears after a short wait; account 000111111113 fails after processing."
    >
      <FormTextField
        disabled={props.disabled}
        control={control}
        name="accountHolderName"
        label="Account holder name"
        autoFocus
        autoComplete="name"
      />
      <FormTextField
        disabled={props.disabled}
        control={control}
        name="routingNumber"
        label="Routing number"
        format={(text) => digitsOf(text, 9)}
        slotProps={numeric}
      />
      <FormTextField
        disabled={props.disabled}
        control={control}
        name="accountNumber"
        label="Account number"
        format={(text) => digitsOf(text, 17)}
        slotProps={numeric}
      />
    </SandboxForm>
  );
}

interface SandboxFormProps<Values extends FieldValues, Output> extends PaymentFormProps {
  handleSubmit: UseFormHandleSubmit<Values, Output>;
  toPayment: (values: Output) => Payment;
  note: string;
  children: ReactNode;
}

/** The form element the dialog's Pay button submits; it takes nothing while locked. */
function SandboxForm<Values extends FieldValues, Output>({
  handleSubmit,
  toPayment,
  note,
  children,
  ...props
}: SandboxFormProps<Values, Output>) {
  const submit = handleSubmit((values) => {
    if (!props.disabled) props.onConfirm(() => confirmWithSandbox(props, toPayment(values)));
  });
  return (
    <Stack
      component="form"
      id={props.formId}
      noValidate
      aria-label="Payment details"
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      <Alert severity="info" variant="outlined" role="note">
        Test mode: the district takes no real payments yet and nothing is charged. {note}
      </Alert>
      {children}
    </Stack>
  );
}
