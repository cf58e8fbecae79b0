// What other modules and the app use of invoices: its routes, the one way to change an unpaid invoice
// (and the revision step and payment check that go with it), an invoice's detail, its amounts and
// its fee lines.
export { changeUnpaidInvoice, NEXT_REVISION, paymentUnderWay } from './change-invoice';
export { readInvoiceDetail } from './get-invoice';
export { invoiceAmountsOn } from './invoice-view';
export { invoiceLinesOf } from './rate-lines';
export { registerInvoiceRoutes } from './routes';
export { regenerateInvoice } from './rebuild-items';
