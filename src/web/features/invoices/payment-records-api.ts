import { useQuery } from '@tanstack/react-query';
import {
  invoicePaymentsEndpoint,
  paymentReceiptEndpoint,
  recordPaymentByAdminEndpoint,
  type CheckPaymentValues,
} from '../../../shared/contracts/payment-records';
import { api } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { invoiceKeys, useInvoiceMutation } from './api';

// Apart from api.ts: the invoice lists import that, and the payments contract would ride in their
// first load (the staff list has no room for it) though only an invoice's page shows payments.

/** The payments started or made on an invoice, newest first. */
export function useInvoicePayments(invoiceId: number) {
  return useQuery({
    queryKey: invoiceKeys.payments(invoiceId),
    queryFn: async () => (await api(invoicePaymentsEndpoint, { query: { invoiceId } })).data,
  });
}

/** Saves a payment's receipt PDF: the call needs the bearer token, so a plain link cannot fetch it. */
export async function downloadReceipt(paymentId: number, fileName: string): Promise<void> {
  saveBlob(await api(paymentReceiptEndpoint, { query: { paymentId } }), fileName);
}

/** A check staff received: the invoice is paid, so its page, the lists and its payments are read again. */
export const useRecordCheckPayment = () =>
  useInvoiceMutation(({ invoiceId, check }: { invoiceId: number; check: CheckPaymentValues }) =>
    api(recordPaymentByAdminEndpoint, { query: { invoiceId }, body: check }),
  );
