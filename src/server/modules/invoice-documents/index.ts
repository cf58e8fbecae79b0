// What other modules and the app use of invoice documents: its routes, the letterhead and the
// pieces of an invoice's PDF a payment receipt shares, the owner's invoice link and the recipients rule.
export {
  billTo,
  districtBlock,
  DOCUMENT_LOOK,
  ownerInvoiceUrl,
  type InvoiceLetterhead,
} from './invoice-document';
export { recipientsOf } from './invoice-emails';
export { letterheadOf } from './invoice-reports';
export { registerInvoiceDocumentRoutes } from './routes';
