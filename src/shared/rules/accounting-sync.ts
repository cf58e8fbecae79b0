import { formatCents, formatKgalValue } from '../format';
import { rateLineDays } from './invoices';

/** What of an invoice says whether the accounting service's copy is current. */
export interface AccountingSyncState {
  accountingInvoiceId: string | null;
  /** Counts the changes to what the invoice asks. */
  revision: number;
  /** The revision the last sync sent; null before the first. */
  accountingSyncedRevision: number | null;
}

/**
 * Synced, but changed since: the books show an older invoice. An invoice never synced is not out of
 * date, it is not synced at all.
 */
export function isAccountingOutOfDate(invoice: AccountingSyncState): boolean {
  if (invoice.accountingInvoiceId === null) return false;
  return invoice.accountingSyncedRevision === null || invoice.accountingSyncedRevision < invoice.revision;
}

/** QuickBooks keeps display names to 500 characters. */
const DISPLAY_NAME_MAX = 500;

/**
 * The client's display name in the books: its name without ':' (QuickBooks reads it as a parent and
 * child separator) or control characters, one space between words. `disambiguate` adds the client's
 * number, for when another record in the books (a vendor, an employee) already has the name.
 */
export function accountingCustomerName(clientName: string, clientId: number, disambiguate = false): string {
  const cleaned = clientName
    .replace(/:/g, '-')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  const base = cleaned === '' ? `Client ${clientId}` : cleaned;
  if (!disambiguate) return base.slice(0, DISPLAY_NAME_MAX);
  const suffix = ` (client ${clientId})`;
  return `${base.slice(0, DISPLAY_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** One rate's days of an invoice's fee: what they bill, in integer cents. */
export interface BookedRateLine {
  fromOn: string;
  toOn: string;
  rateCentsPerMillionGallons: number;
  /** The days' billed pumpage in thousands of gallons. */
  billedKgal: number;
  feeCents: number;
}

/** What of an invoice the books show, all in integer cents. */
export interface BookedInvoice {
  year: number;
  quarter: number;
  /** Billed pumpage in thousands of gallons. */
  gallons: number;
  rateCentsPerMillionGallons: number;
  feeCents: number;
  /** The fee line by line, in day order; one line (or none given) books the fee as one line. */
  rateLines?: readonly BookedRateLine[];
  adjustments: readonly { reason: string; valueCents: number }[];
  /** The late fee charged as of the sync (frozen once paid); 0 when none. */
  lateFeeCents: number;
}

export interface BookLine {
  description: string;
  amountCents: number;
}

const pumpageText = (kgal: number, rateCents: number) =>
  `${formatKgalValue(kgal)} thousand gallons at ${formatCents(rateCents)} per million gallons`;

/**
 * The pumpage fee in the books: one line per rate of the quarter, each naming its days, as the
 * invoice bills them (each rate's days are rounded on their own, so lines per well would not add
 * up); one line for a quarter under one rate. Lines that would not add up to the fee (never the
 * case for lines the invoice was billed by) give way to the fee as one line.
 */
function feeLines(invoice: BookedInvoice): BookLine[] {
  const rateLines = invoice.rateLines ?? [];
  const addsUp = rateLines.reduce((sum, line) => sum + line.feeCents, 0) === invoice.feeCents;
  if (rateLines.length < 2 || !addsUp) {
    return [
      {
        description: `Groundwater pumpage, Q${invoice.quarter} ${invoice.year}: ${pumpageText(invoice.gallons, invoice.rateCentsPerMillionGallons)}`,
        amountCents: invoice.feeCents,
      },
    ];
  }
  return rateLines.map((line) => ({
    description: `Groundwater pumpage, Q${invoice.quarter} ${invoice.year}, ${rateLineDays(line.fromOn, line.toOn)}: ${pumpageText(line.billedKgal, line.rateCentsPerMillionGallons)}`,
    amountCents: line.feeCents,
  }));
}

/**
 * The invoice's lines in the books: the pumpage fee (a line per rate of the quarter), then each
 * adjustment and the late fee. The lines add up to the invoice's total to the cent.
 */
export function invoiceBookLines(invoice: BookedInvoice): BookLine[] {
  return [
    ...feeLines(invoice),
    ...invoice.adjustments.map((adjustment) => ({
      description: `Adjustment: ${adjustment.reason}`,
      amountCents: adjustment.valueCents,
    })),
    ...(invoice.lateFeeCents > 0 ? [{ description: 'Late fee', amountCents: invoice.lateFeeCents }] : []),
  ];
}
