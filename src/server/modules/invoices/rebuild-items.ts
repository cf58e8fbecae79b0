import { and, eq } from 'drizzle-orm';
import {
  INVOICE_REGENERATED,
  ITEM_PUMPAGE_UPDATED,
  type ItemPumpage,
} from '../../../shared/contracts/invoice-changes';
import { INVOICE_NOT_FOUND } from '../../../shared/contracts/messages';
import { linesTotal, type RateSegment } from '../../../shared/rules/rate-schedule';
import type { DbOrTx, Tx } from '../../db/client';
import { invoiceItems, invoices } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { InvoiceRecord } from '../auth/scope';
import { selectBillableWells } from './billable-wells';
import { assertTotalNotNegative, changeUnpaidInvoice, type AfterInvoiceChange } from './change-invoice';
import { insertItemRows, itemRowsOf } from './generate-quarter-invoices';
import {
  invoiceLinesOf,
  lastRateOf,
  quarterSegmentsOf,
  rateLinesOf,
  recordedPartsOf,
  replaceRateLines,
} from './rate-lines';

/**
 * Recomputes the invoice's fee line by line from its items as they now stand, over the given
 * segments (a month a segment boundary divides is shared by the daily rows recorded on each part),
 * and rewrites its lines, fee, billed kgal and the rate it names (the last segment's).
 */
async function refreshFee(tx: Tx, invoice: InvoiceRecord, segments: readonly RateSegment[]) {
  const items = await tx
    .select({
      wellId: invoiceItems.wellId,
      month1: invoiceItems.month1Pumpage,
      month2: invoiceItems.month2Pumpage,
      month3: invoiceItems.month3Pumpage,
      flag: invoiceItems.flag,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoice.id));
  const wellIds = items.flatMap((item) => (item.wellId === null ? [] : [item.wellId]));
  const lines = rateLinesOf(items, segments, await recordedPartsOf(tx, wellIds, segments));
  const fee = linesTotal(lines);
  await assertTotalNotNegative(tx, invoice.id, fee.feeCents);
  await tx
    .update(invoices)
    .set({
      feeAmountCents: fee.feeCents,
      gallons: fee.billedKgal,
      rateCentsPerMillionGallons: lastRateOf(segments),
    })
    .where(eq(invoices.id, invoice.id));
  await replaceRateLines(tx, invoice.id, lines);
  return { feeCents: fee.feeCents, gallons: fee.billedKgal, items: items.length };
}

/** The days and rates of the invoice's lines as stored: a hand edit bills at them again. */
async function storedSegmentsOf(tx: Tx, invoice: InvoiceRecord): Promise<RateSegment[]> {
  return (await invoiceLinesOf(tx, invoice)).map(({ fromOn, toOn, rateCentsPerMillionGallons }) => ({
    fromOn,
    toOn,
    rateCentsPerMillionGallons,
  }));
}

const amountsOf = (invoice: InvoiceRecord) => ({
  feeCents: invoice.feeAmountCents,
  gallons: invoice.gallons,
});

/**
 * PUT UpdateInvoiceItemsPumpageManually (regenerate): the unpaid invoice's items are rebuilt from
 * the pumpage recorded now (late readings, corrections) and its fee recomputed at the rates the
 * schedule has for the quarter now (a rate may have been entered since); hand edits are replaced,
 * adjustments and the terms it was built with kept.
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
      const segments = await quarterSegmentsOf(tx, period);
      const itemsBefore = await tx.$count(invoiceItems, eq(invoiceItems.invoiceId, invoice.id));
      await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id));
      await insertItemRows(tx, itemRowsOf(invoice.id, wells));
      const after = await refreshFee(tx, invoice, segments);
      return {
        result: { message: INVOICE_REGENERATED },
        audit: { action: 'regenerate-invoice', before: { ...amountsOf(invoice), items: itemsBefore }, after },
      };
    },
    afterChange,
  );
}

/**
 * PUT UpdateInvoiceItemPumpage: one item's three months corrected by hand, the fee recomputed at the
 * days and rates of the invoice's lines as they stand.
 */
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
      const after = await refreshFee(tx, invoice, await storedSegmentsOf(tx, invoice));
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
