/** Where an invoice opens: staff on the make-payment page with its client, owners by state. */
export function invoicePath(
  invoice: { id: number; clientId: number; hasPaid: boolean },
  staff: boolean,
): string {
  if (staff) return `/payment/make-payment/${invoice.id}/${invoice.clientId}`;
  return invoice.hasPaid
    ? `/client/payment/view-invoice/${invoice.id}`
    : `/client/payment/make-payment/${invoice.id}`;
}

/** The button that opens an invoice from a list: View Invoice once paid, Make Payment before. */
export function invoiceActionLabel(invoice: { hasPaid: boolean }): string {
  return invoice.hasPaid ? 'View Invoice' : 'Make Payment';
}
