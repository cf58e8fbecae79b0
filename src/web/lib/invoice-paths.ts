/** The invoice pages' root: the staff side of the portal, or the owners' side. */
function paymentRoot(staff: boolean): string {
  return staff ? '/payment' : '/client/payment';
}

/** Where an invoice opens: staff on the make-payment page with its client, owners by state. */
export function invoicePath(
  invoice: { id: number; clientId: number; hasPaid: boolean },
  staff: boolean,
): string {
  if (staff) return `${paymentRoot(true)}/make-payment/${invoice.id}/${invoice.clientId}`;
  return invoice.hasPaid
    ? viewInvoicePath(invoice.id, false)
    : `${paymentRoot(false)}/make-payment/${invoice.id}`;
}

/** The button that opens an invoice from a list: View Invoice once paid, Make Payment before. */
export function invoiceActionLabel(invoice: { hasPaid: boolean }): string {
  return invoice.hasPaid ? 'View Invoice' : 'Make Payment';
}

/** A payment's target: the invoice and its client. */
export interface PaymentTarget {
  clientId: number;
  invoiceId: number;
}

/**
 * Where a confirmed online payment goes: the confirmation page, which records it and returns to the
 * invoice on the payer's side of the portal.
 */
export function paymentConfirmationPath(
  { clientId, invoiceId }: PaymentTarget,
  paymentIntentId: string,
  staff: boolean,
): string {
  return `${paymentRoot(staff)}/invoice-confirmation/${clientId}/${invoiceId}/${encodeURIComponent(paymentIntentId)}`;
}

/** The invoice's read-only page, where a recorded payment shows as paid (or processing). */
export function viewInvoicePath(invoiceId: number, staff: boolean): string {
  return `${paymentRoot(staff)}/view-invoice/${invoiceId}`;
}

/** Staff's list of payments whose money goes back, went back, or is stuck on its way. */
export const PAYMENT_EXCEPTIONS_PATH = '/payments/exceptions';
