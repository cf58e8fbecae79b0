import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  QUARTER_NOT_ENDED,
  type InvoiceGeneration,
  type InvoicePeriod,
} from '../../../shared/contracts/invoices';
import { invoiceDates, type InvoiceTerms } from '../../../shared/rules/invoices';
import { lastQuarterEndedBy } from '../../../shared/rules/quarters';
import { linesTotal, type RateLine, type RateSegment } from '../../../shared/rules/rate-schedule';
import { recordAudits } from '../../audit';
import type { DbOrTx, Tx } from '../../db/client';
import { clients, invoiceItems, invoices } from '../../db/schema';
import { insertJsonRows } from '../../db/sql';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ValidationError } from '../../errors';
import { invoiceTermsOn } from '../rates';
import { selectBillableWells, type BillableWell } from './billable-wells';
import { chargeWaitingFees, clientsWithWaitingFees } from './late-report-fees';
import {
  insertRateLines,
  lastRateOf,
  quarterSegmentsOf,
  rateLinesOf,
  recordedPartsOf,
  type RecordedParts,
} from './rate-lines';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

/** One generation of a quarter at a time: a second waits, then finds the invoices made. */
async function lockQuarter(tx: Tx, { year, quarter }: InvoicePeriod): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.invoiceGeneration}, ${year * 10 + quarter})`,
  );
}

function byClient(wells: readonly BillableWell[]): Map<number, BillableWell[]> {
  const grouped = new Map<number, BillableWell[]>();
  for (const well of wells) {
    const ofClient = grouped.get(well.clientId);
    if (ofClient) ofClient.push(well);
    else grouped.set(well.clientId, [well]);
  }
  return grouped;
}

export function invoiceNumberOf({ year, quarter }: InvoicePeriod, clientId: number): string {
  return `${year}-Q${quarter}-${String(clientId).padStart(5, '0')}`;
}

/** A client's bill for the quarter: its wells and its fee, line by line. */
function billOf(
  clientId: number,
  wells: BillableWell[],
  segments: readonly RateSegment[],
  recorded: RecordedParts,
): ClientBill {
  const lines = rateLinesOf(wells, segments, recorded);
  return { clientId, wells, lines, ...linesTotal(lines) };
}

/**
 * Generates the invoices of an ended quarter, in one transaction: one per client that has something
 * to bill (pumpage, or a late-report fee waiting for its next invoice, which it then carries), each
 * with one item per well active in the quarter or with pumpage in it, the fee line by line at the
 * rates the schedule has for the quarter's days, and the terms in force on the billing day, which it
 * keeps. A client's existing invoice is never touched, so running it again creates only what is
 * missing (pumpage that arrived late). Invisible until staff publish them.
 */
export async function generateQuarterInvoices(
  db: DbOrTx,
  actorUserId: number | null,
  period: InvoicePeriod,
  today: string,
): Promise<InvoiceGeneration> {
  // Compared as quarters, not as dates: the day after 9999 Q4 is no YYYY-MM-DD date.
  const ended = lastQuarterEndedBy(today);
  if (period.year * 4 + period.quarter > ended.year * 4 + ended.quarter) {
    throw new ValidationError(QUARTER_NOT_ENDED, { quarter: QUARTER_NOT_ENDED });
  }
  return db.transaction(async (tx) => {
    await lockQuarter(tx, period);
    const segments = await quarterSegmentsOf(tx, period);
    const terms = await invoiceTermsOn(tx, today, lastRateOf(segments));
    const billable = await selectBillableWells(tx, period);
    const recorded = await recordedPartsOf(
      tx,
      billable.map((well) => well.wellId),
      segments,
    );
    const grouped = byClient(billable);
    const billed = [...grouped].map(([clientId, wells]) => billOf(clientId, wells, segments, recorded));
    const withFees = await clientsWithWaitingFees(tx);
    for (const clientId of withFees) {
      if (!grouped.has(clientId)) billed.push(billOf(clientId, [], segments, recorded));
    }
    const toCreate = billed.filter((bill) => bill.feeCents > 0 || withFees.has(bill.clientId));
    const existing = await countExisting(tx, period);
    const created = await insertInvoices(tx, period, toCreate, today, terms);
    await chargeWaitingFees(tx, created);
    await recordAudits(
      tx,
      created.map((invoice) => ({
        actorUserId,
        action: 'generate-invoice',
        entity: 'invoice',
        entityId: invoice.id,
        after: { invoiceNumber: invoice.invoiceNumber, feeCents: invoice.feeAmountCents },
      })),
    );
    return {
      message: `${created.length} invoices generated for ${period.year} Q${period.quarter}.`,
      year: period.year,
      quarter: period.quarter,
      created: created.length,
      existing,
      nothingToBill: billed.length - toCreate.length,
    };
  });
}

async function countExisting(tx: Tx, { year, quarter }: InvoicePeriod): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(invoices)
    .where(and(eq(invoices.year, year), eq(invoices.quarter, quarter)));
  return row?.count ?? 0;
}

interface ClientBill {
  clientId: number;
  wells: BillableWell[];
  lines: RateLine[];
  billedKgal: number;
  feeCents: number;
}

async function insertInvoices(
  tx: Tx,
  period: InvoicePeriod,
  bills: readonly ClientBill[],
  today: string,
  terms: InvoiceTerms,
) {
  if (bills.length === 0) return [];
  const billedTo = await tx
    .select({
      id: clients.id,
      name: clients.name,
      contactPhone: clients.contactPhone,
      contactEmail: clients.contactEmail,
      address1: clients.address1,
      address2: clients.address2,
      city: clients.city,
      state: clients.state,
      zipCode: clients.zipCode,
    })
    .from(clients)
    .where(
      inArray(
        clients.id,
        bills.map((bill) => bill.clientId),
      ),
    );
  const clientById = new Map(billedTo.map((client) => [client.id, client]));
  const { billingDate, dueDate } = invoiceDates(today, terms.dueDays);
  const created = await insertJsonRows<NewInvoice, CreatedInvoice>(
    tx,
    invoices,
    INVOICE_COLUMNS,
    bills.map((bill) => {
      const client = clientById.get(bill.clientId);
      return {
        invoiceNumber: invoiceNumberOf(period, bill.clientId),
        title: `Groundwater pumpage fee, ${period.year} Q${period.quarter}`,
        clientId: bill.clientId,
        invoiceOwnerName: client?.name ?? null,
        phone: client?.contactPhone ?? null,
        address: client ? [client.address1, client.address2].filter(Boolean).join(', ') : null,
        cityStateZip: client ? `${client.city}, ${client.state} ${client.zipCode}` : null,
        clientEmail: client?.contactEmail ?? null,
        billingDate,
        dueDate,
        year: period.year,
        quarter: period.quarter,
        gallons: bill.billedKgal,
        feeAmountCents: bill.feeCents,
        rateCentsPerMillionGallons: terms.rateCentsPerMillionGallons,
        dueDays: terms.dueDays,
        lateFeeMilliPercent: terms.lateFeeMilliPercent,
        lateFeePeriod: terms.lateFeePeriod,
        lateFeeCapMilliPercent: terms.lateFeeCapMilliPercent,
      };
    }),
    // A client invoiced meanwhile keeps its invoice; the unique (client, year, quarter) index says so.
    sql`on conflict do nothing returning ${invoices.id} as id, ${invoices.clientId} as "clientId",
      ${invoices.invoiceNumber} as "invoiceNumber", ${invoices.feeAmountCents}::float8 as "feeAmountCents"`,
  );
  const invoiceIdOf = new Map(created.map((invoice) => [invoice.clientId, invoice.id]));
  const made = bills.flatMap((bill) => {
    const invoiceId = invoiceIdOf.get(bill.clientId);
    return invoiceId === undefined ? [] : [{ invoiceId, bill }];
  });
  await insertItemRows(
    tx,
    made.flatMap(({ invoiceId, bill }) => itemRowsOf(invoiceId, bill.wells)),
  );
  await insertRateLines(
    tx,
    made.flatMap(({ invoiceId, bill }) => bill.lines.map((line) => ({ ...line, invoiceId }))),
  );
  return created;
}

type NewInvoice = Omit<
  typeof invoices.$inferInsert,
  | 'id'
  | 'hasPaid'
  | 'paymentDate'
  | 'paymentType'
  | 'isVisible'
  | 'hideLateFees'
  | 'lateFeeAmountCents'
  | 'accountingInvoiceId'
  | 'accountingSyncToken'
  | 'revision'
  | 'accountingSyncedRevision'
  | 'accountingSyncedAt'
  | 'createdAt'
>;
interface CreatedInvoice {
  id: number;
  clientId: number;
  invoiceNumber: string;
  feeAmountCents: number;
}

const INVOICE_COLUMNS: { [Key in keyof Required<NewInvoice>]: PgColumn } = {
  invoiceNumber: invoices.invoiceNumber,
  title: invoices.title,
  clientId: invoices.clientId,
  invoiceOwnerName: invoices.invoiceOwnerName,
  phone: invoices.phone,
  address: invoices.address,
  cityStateZip: invoices.cityStateZip,
  clientEmail: invoices.clientEmail,
  billingDate: invoices.billingDate,
  dueDate: invoices.dueDate,
  year: invoices.year,
  quarter: invoices.quarter,
  gallons: invoices.gallons,
  feeAmountCents: invoices.feeAmountCents,
  rateCentsPerMillionGallons: invoices.rateCentsPerMillionGallons,
  dueDays: invoices.dueDays,
  lateFeeMilliPercent: invoices.lateFeeMilliPercent,
  lateFeePeriod: invoices.lateFeePeriod,
  lateFeeCapMilliPercent: invoices.lateFeeCapMilliPercent,
};

type ItemRow = ReturnType<typeof itemRowsOf>[number];

/** An item's fields as the invoice shows them, named as the API names them. */
export const INVOICE_ITEM_FIELDS = {
  parish: invoiceItems.parish,
  use: invoiceItems.use,
  ownerNo: invoiceItems.ownerNo,
  wellNumber: invoiceItems.wellNumber,
  depth: invoiceItems.depth,
  month1Pumpage: invoiceItems.month1Pumpage,
  month2Pumpage: invoiceItems.month2Pumpage,
  month3Pumpage: invoiceItems.month3Pumpage,
  flag: invoiceItems.flag,
};

const ITEM_COLUMNS: { [Key in keyof ItemRow]: PgColumn } = {
  invoiceId: invoiceItems.invoiceId,
  wellId: invoiceItems.wellId,
  ...INVOICE_ITEM_FIELDS,
};

/** Writes item rows in one statement, however many (a quarter of a whole district's wells). */
export async function insertItemRows(tx: Tx, items: readonly ItemRow[]): Promise<void> {
  await insertJsonRows(tx, invoiceItems, ITEM_COLUMNS, items);
}

/** An invoice's item rows, one per billed well, its pumpage frozen as it is now. */
export function itemRowsOf(invoiceId: number, wells: readonly BillableWell[]) {
  return wells.map((well) => ({
    invoiceId,
    wellId: well.wellId,
    parish: well.parish,
    use: well.use,
    ownerNo: well.ownerNo,
    wellNumber: well.wellNumber,
    depth: well.depth,
    month1Pumpage: well.month1 ?? 0,
    month2Pumpage: well.month2 ?? 0,
    month3Pumpage: well.month3 ?? 0,
    flag: well.flag,
  }));
}
