/**
 * Where an online payment goes: the invoice's payment dialog (invoices) sends the payer to the
 * confirmation page (payments), which records the payment and returns to the invoice. Staff paying on
 * an owner's behalf stay on the staff side of the portal, owners on theirs.
 */
export interface PaymentTarget {
  clientId: number;
  invoiceId: number;
}

export function paymentConfirmationPath(
  { clientId, invoiceId }: PaymentTarget,
  paymentIntentId: string,
  staff: boolean,
): string {
  const root = staff ? '/payment' : '/client/payment';
  return `${root}/invoice-confirmation/${clientId}/${invoiceId}/${encodeURIComponent(paymentIntentId)}`;
}

/** The invoice's read-only page, where a recorded payment shows as paid (or processing). */
export function viewInvoicePath(invoiceId: number, staff: boolean): string {
  return `${staff ? '/payment' : '/client/payment'}/view-invoice/${invoiceId}`;
}
