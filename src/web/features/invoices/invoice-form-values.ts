import { z } from 'zod';
import {
  ADJUSTMENT_CENTS_MESSAGE,
  adjustmentValuesSchema,
  itemPumpageSchema,
} from '../../../shared/contracts/invoice-changes';
import { CHECK_AMOUNT_MESSAGE, checkPaymentValuesSchema } from '../../../shared/contracts/payment-records';

/** What may stand in a signed amount field while typing: a lone minus, or a number of cents. */
export const TYPED_DOLLARS = { pattern: /^-?\d{0,9}(\.\d{0,2})?$/, refused: ADJUSTMENT_CENTS_MESSAGE };
/** What may stand in a check's amount field while typing: dollars and cents, never negative. */
export const TYPED_CHECK_DOLLARS = { pattern: /^\d{0,9}(\.\d{0,2})?$/, refused: CHECK_AMOUNT_MESSAGE };
/** What may stand in a pumpage field while typing: thousands of gallons to three decimals. */
export const TYPED_KGAL = {
  pattern: /^\d{0,13}(\.\d{0,3})?$/,
  refused: 'Enter thousands of gallons as digits, up to three decimals, such as 1250.5',
};

/** Empty or a lone minus is no number yet: NaN, which the contract refuses with its own message. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === '-' || trimmed === '.' ? Number.NaN : Number(trimmed);
}

export interface AdjustmentFormValues {
  reason: string;
  value: string;
}

/** The adjustment form: text fields checked by the endpoint's own rules once turned into numbers. */
export const adjustmentFormSchema = z
  .object({ reason: z.string(), value: z.string() })
  .transform(({ reason, value }) => ({ reason, value: numberOf(value) }))
  .pipe(adjustmentValuesSchema);

export interface ItemPumpageFormValues {
  id: number;
  pumpageMonth1: string;
  pumpageMonth2: string;
  pumpageMonth3: string;
}

export const itemPumpageFormSchema = z
  .object({
    id: z.number(),
    pumpageMonth1: z.string(),
    pumpageMonth2: z.string(),
    pumpageMonth3: z.string(),
  })
  .transform((values) => ({
    id: values.id,
    pumpageMonth1: numberOf(values.pumpageMonth1),
    pumpageMonth2: numberOf(values.pumpageMonth2),
    pumpageMonth3: numberOf(values.pumpageMonth3),
  }))
  .pipe(itemPumpageSchema);

export interface CheckPaymentFormValues {
  checkNumber: string;
  amount: string;
  dateReceived: string;
}

/** The Record Payment form: the amount typed as text, then the endpoint's own rules. */
export const checkPaymentFormSchema = z
  .object({ checkNumber: z.string(), amount: z.string(), dateReceived: z.string() })
  .transform((values) => ({ ...values, amount: numberOf(values.amount) }))
  .pipe(checkPaymentValuesSchema);
