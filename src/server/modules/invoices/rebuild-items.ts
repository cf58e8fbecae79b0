import { and, eq } from 'drizzle-orm';
import {
  INVOICE_REGENERATED,
  ITEM_PUMPAGE_UPDATED,
  type ItemPumpage,
} from '../../../shared/contracts/invoice-changes';
import { INVOICE_NOT_FOUND } from '../../../shared/contracts/messages';
import { invoiceFee } from '../../../shared/rules/invoices';
import type { DbOrTx, Tx } from '../../db/client';
import { invoiceItems, invoices } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { InvoiceRecord } from '../auth/scope';
import { selectBillableWells } from './billable-wells';
import { assertTotalNotNegative, changeUnpaidInvoice, type AfterInvoiceChange } from './change-invoice';
import { insertItemRows, itemRowsOf } from './generate-quarter-invoices';

/** Recomputes the invoice's fee from its items as they now stand, with the rate stored on it. */
async function refreshFee(tx: Tx, invoice: InvoiceRecord) {
  const items = await tx
    .select({
      month1: invoiceItems.month1Pumpage,
      month2: invoiceItems.month2Pumpage,
      month3: invoiceItems.month3Pumpage,
      flag: invoiceItems.flag,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoice.id));
  const fee = invoiceFee(items, invoice.rateCentsPerMillionGallons);
  await assertTotalNotNegative(tx, invoice.id, fee.feeCents);
  await tx
    .update(invoices)
    .set({ feeAmountCents: fee.feeCents, gallons: fee.billedKgal })
    .where(eq(invoices.id, invoice.id));
  return { feeCents: fee.feeCents, gallons: fee.billedKgal, items: items.length };
}

const amountsOf = (invoice: InvoiceRecord) => ({
  feeCents: invoice.feeAmountCents,
  gallons: invoice.gallons,
});

/**
 * PUT UpdateInvoiceItemsPumpageManually (regenerate): the unpaid invoice's items are rebuilt from
 * the pumpage recorded now (late readings, corrections) and its fee recomputed; hand edits are
 * replaced, adjustments kept.
 */
export function regenerateInvoice(
  db: DbOrTx,
  caller: Caller,
  query: { clientId: number; invoiceId: number },
  afterChange?: AfterInvoiceChange,
): Promise<{ message: string }> {
  return changeUnpaidInvoice(
    db,
    caller,
    query.invoiceId,
    async (tx, invoice) => {
      if (invoice.clientId !== query.clientId) throw new NotFoundError(INVOICE_NOT_FOUND);
      const period = { year: invoice.year, quarter: invoice.quarter };
      const wells = await selectBillableWells(tx, period, { kind: 'client', clientId: invoice.clientId });
      const itemsBefore = await tx.$count(invoiceItems, eq(invoiceItems.invoiceId, invoice.id));
      await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id));
      await insertItemRows(tx, itemRowsOf(invoice.id, wells));
      const after = await refreshFee(tx, invoice);
      return {
        result: { message: INVOICE_REGENERATED },
        audit: { action: 'regenerate-invoice', before: { ...amountsOf(invoice), items: itemsBefore }, after },
      };
    },
    afterChange,
  );
}

/** PUT UpdateInvoiceItemPumpage: one item's three months corrected by hand, the fee recomputed. */
export function updateItemPumpage(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  edit: ItemPumpage,
  afterChange?: AfterInvoiceChange,
): Promise<{ message: string }> {
  return changeUnpaidInvoice(
    db,
    caller,
    invoiceId,
    async (tx, invoice) => {
      const [item] = await tx
        .select()
        .from(invoiceItems)
        .where(and(eq(invoiceItems.id, edit.id), eq(invoiceItems.invoiceId, invoice.id)));
      if (!item) throw new NotFoundError('Invoice item not found');
      await tx
        .update(invoiceItems)
        .set({
          month1Pumpage: edit.pumpageMonth1,
          month2Pumpage: edit.pumpageMonth2,
          month3Pumpage: edit.pumpageMonth3,
        })
        .where(eq(invoiceItems.id, item.id));
      const after = await refreshFee(tx, invoice);
      const monthsOf = (months: number[]) => ({ itemId: item.id, wellNumber: item.wellNumber, months });
      return {
        result: { message: ITEM_PUMPAGE_UPDATED },
        audit: {
          action: 'edit-invoice-item',
          before: {
            ...monthsOf([item.month1Pumpage, item.month2Pumpage, item.month3Pumpage]),
            ...amountsOf(invoice),
          },
          after: { ...monthsOf([edit.pumpageMonth1, edit.pumpageMonth2, edit.pumpageMonth3]), ...after },
        },
      };
    },
    afterChange,
  );
}
