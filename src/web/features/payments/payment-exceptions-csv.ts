import {
  PAYMENT_STATUS_NAMES,
  PAYMENT_TYPE_NAMES,
  type PaymentException,
} from '../../../shared/contracts/payment-records';
import { timestampedCsvName, toCsv, type CsvCell } from '../../lib/csv';
import { KIND_LABELS, reasonOf } from './payment-exception-columns';

/** Every fact of a row, hidden columns too; amounts as plain dollars, instants as the server gives them. */
const CSV_COLUMNS: { header: string; value: (row: PaymentException) => CsvCell }[] = [
  { header: 'Kind', value: (row) => KIND_LABELS[row.kind] },
  { header: 'Invoice', value: (row) => row.invoiceNumber },
  { header: 'Client', value: (row) => row.clientName },
  { header: 'Method', value: (row) => PAYMENT_TYPE_NAMES[row.method] },
  { header: 'Status', value: (row) => PAYMENT_STATUS_NAMES[row.status] },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Received', value: (row) => row.receivedAmount },
  { header: 'Refunded', value: (row) => row.refundedAmount },
  { header: 'Reason', value: reasonOf },
  { header: 'Refunded On', value: (row) => row.refundedAt },
  { header: 'Refund ID', value: (row) => row.refundId },
  { header: 'Payment Intent', value: (row) => row.paymentIntentId },
  { header: 'Started', value: (row) => row.createdAt },
  { header: 'Updated', value: (row) => row.updatedAt },
];

export function paymentExceptionsCsv(rows: readonly PaymentException[]): Promise<string> {
  return toCsv(
    CSV_COLUMNS.map((column) => column.header),
    rows.map((row) => CSV_COLUMNS.map((column) => column.value(row))),
  );
}

/** Payment_Exceptions_20260506_154501.csv: local time, sortable. */
export function paymentExceptionsCsvName(now: Date): string {
  return timestampedCsvName('Payment_Exceptions', now);
}
