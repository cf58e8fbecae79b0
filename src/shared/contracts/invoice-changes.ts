import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { dollarsToCents } from '../rules/billing';
import { MAX_KGAL_PER_MONTH, tooMuchPumpageReason } from '../rules/pumpage-bounds';
import {
  idParam,
  messageResponseSchema,
  optionalText,
  recordId,
  requestKeyParam,
  requiredText,
  savedResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import { inDollars } from './money';

/*
 * Staff changes to one unpaid invoice. Each is refused with 409 once the invoice is paid, and
 * audited with what it was before and after.
 */

const tag = 'Invoices';
const staffOnly = { minLevel: ACCESS.staff };

/** A staff change refused while the owner's bank transfer is on its way: it pays what the invoice asked. */
export const TRANSFER_FREEZES_INVOICE =
  'A bank transfer for this invoice is processing: the invoice cannot change until it clears or fails (3 to 5 business days).';

export const invoiceIdQuerySchema = z.object({ invoiceId: idParam });

export const LATE_FEES_WAIVED = 'Late fees waived';
export const LATE_FEES_APPLIED = 'Late fees applied';

export const updateLateFeeStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/UpdateLateFeeStatus',
  tag,
  description: 'Waives the late fee of an unpaid invoice (hideLateFees=true) or applies it again.',
  access: staffOnly,
  query: z.object({ invoiceId: idParam, hideLateFees: z.stringbool() }),
  response: messageResponseSchema,
  moreErrors: [409],
});

export const INVOICE_OWNER_NAME_SAVED = 'Bill-to name saved';

/** Who an invoice is billed to, when not the client by its own name; empty goes back to the client's. */
export const invoiceOwnerNameSchema = z.object({
  invoiceOwnerName: optionalText('Invoice-to owner name', 500),
});

export const updateInvoiceOwnerNameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Invoice/UpdateInvoiceOwnerName',
  tag,
  description:
    'The invoice-to owner name of an unpaid invoice (staff); empty bills the client under its own name.',
  access: staffOnly,
  query: z.object({ invoiceId: idParam }),
  body: invoiceOwnerNameSchema,
  response: messageResponseSchema,
  moreErrors: [409],
});

export const INVOICE_REGENERATED = 'Invoice regenerated from the current pumpage';

export const regenerateInvoiceEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/UpdateInvoiceItemsPumpageManually',
  tag,
  description:
    'Regenerates an unpaid invoice: its items and fee are rebuilt from the pumpage recorded now, ' +
    'replacing any hand edits; adjustments are kept.',
  access: staffOnly,
  query: z.object({ clientId: idParam, invoiceId: idParam }),
  response: messageResponseSchema,
  moreErrors: [409],
});

export const PUMPAGE_MESSAGE = 'Please enter valid pumpage';
export const MONTH_PUMPAGE_MESSAGE = `Pumpage ${tooMuchPumpageReason('month')}`;

/**
 * One well's month: at most what a well can pump in a month, which keeps it far inside
 * invoice_items.month*_pumpage's numeric(16, 3) and the client's fee exact in integer cents.
 */
const monthPumpage = z
  .number({ error: PUMPAGE_MESSAGE })
  .min(0, PUMPAGE_MESSAGE)
  .max(MAX_KGAL_PER_MONTH, MONTH_PUMPAGE_MESSAGE);

/** The spec's pumpage update form: one item's three months, in thousands of gallons. */
export const itemPumpageSchema = z.object({
  id: recordId(PUMPAGE_MESSAGE),
  pumpageMonth1: monthPumpage,
  pumpageMonth2: monthPumpage,
  pumpageMonth3: monthPumpage,
});
export type ItemPumpage = z.infer<typeof itemPumpageSchema>;

export const ITEM_PUMPAGE_UPDATED = 'Pumpage updated and the fee recomputed';

export const updateItemPumpageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/UpdateInvoiceItemPumpage',
  tag,
  description:
    'Corrects one item’s three months on an unpaid invoice by hand and recomputes the fee; ' +
    'a later regenerate replaces the edit.',
  access: staffOnly,
  query: invoiceIdQuerySchema,
  body: itemPumpageSchema,
  response: messageResponseSchema,
  moreErrors: [409],
});

/** The most one adjustment may add or take off, in dollars. */
export const MAX_ADJUSTMENT_DOLLARS = 10_000_000;
export const ADJUSTMENT_VALUE_MESSAGE = 'Enter a value other than zero';
export const ADJUSTMENT_CENTS_MESSAGE = 'Enter the value in dollars and cents, such as -12.50';
export const NEGATIVE_TOTAL_MESSAGE = 'Adjustments cannot bring the invoice below zero';

/** An adjustment's reason and signed value in dollars, as the form checks them. */
export const adjustmentValuesSchema = z.object({
  reason: requiredText('Reason', 500),
  value: inDollars(z.number({ error: ADJUSTMENT_VALUE_MESSAGE }), 'The signed change, negative for a credit')
    .refine((value) => value !== 0, ADJUSTMENT_VALUE_MESSAGE)
    .refine(
      (value) => Math.abs(value) <= MAX_ADJUSTMENT_DOLLARS,
      `Enter at most ${MAX_ADJUSTMENT_DOLLARS.toLocaleString('en-US')} dollars either way`,
    )
    .refine((value) => dollarsToCents(value) !== null, ADJUSTMENT_CENTS_MESSAGE),
});

/** An adjustment as a form sends it, in signed dollars; the handler receives whole cents. */
export const adjustmentInputSchema = adjustmentValuesSchema.transform(({ reason, value }) => ({
  reason,
  valueCents: dollarsToCents(value) ?? 0,
}));
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

export const ADJUSTMENT_NOT_FOUND = 'Adjustment not found';
export const ADJUSTMENT_ADDED = 'Adjustment added';
export const ADJUSTMENT_UPDATED = 'Adjustment updated';
export const ADJUSTMENT_REMOVED = 'Adjustment removed';

/** `requestKey` (ours): the same submission sent again adds one adjustment and answers the same. */
const addAdjustmentQuerySchema = z.object({ invoiceId: idParam, requestKey: requestKeyParam });

export const addAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/AddAdjustment',
  tag,
  description:
    'Adds a signed adjustment (credits negative) to an unpaid invoice; with a requestKey, once per key.',
  access: staffOnly,
  query: addAdjustmentQuerySchema,
  body: adjustmentInputSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

const adjustmentIdQuerySchema = z.object({ adjustmentId: idParam });

export const updateAdjustmentEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/UpdateAdjustment',
  tag,
  description: 'Changes an adjustment’s reason and value on an unpaid invoice.',
  access: staffOnly,
  query: adjustmentIdQuerySchema,
  body: adjustmentInputSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

export const removeAdjustmentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/RemoveAdjustment',
  tag,
  description: 'Removes an adjustment from an unpaid invoice.',
  access: staffOnly,
  query: adjustmentIdQuerySchema,
  response: messageResponseSchema,
  moreErrors: [409],
});
