import { formatCents, formatKgalValue } from '../format';

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

/** What of an invoice the books show, all in integer cents. */
export interface BookedInvoice {
  year: number;
  quarter: number;
  /** Billed pumpage in thousands of gallons. */
  gallons: number;
  rateCentsPerMillionGallons: number;
  feeCents: number;
  adjustments: readonly { reason: string; valueCents: number }[];
  /** The late fee charged as of the sync (frozen once paid); 0 when none. */
  lateFeeCents: number;
}

export interface BookLine {
  description: string;
  amountCents: number;
}

/**
 * The invoice's lines in the books: the pumpage fee as one line (it is rounded once over the whole
 * quarter, so lines per well would not add up to it), then each adjustment and the late fee. The
 * lines add up to the invoice's total to the cent.
 */
export function invoiceBookLines(invoice: BookedInvoice): BookLine[] {
  const gallons = formatKgalValue(invoice.gallons);
  const rate = formatCents(invoice.rateCentsPerMillionGallons);
  return [
    {
      description: `Groundwater pumpage, Q${invoice.quarter} ${invoice.year}: ${gallons} thousand gallons at ${rate} per million gallons`,
      amountCents: invoice.feeCents,
    },
    ...invoice.adjustments.map((adjustment) => ({
      description: `Adjustment: ${adjustment.reason}`,
      amountCents: adjustment.valueCents,
    })),
    ...(invoice.lateFeeCents > 0 ? [{ description: 'Late fee', amountCents: invoice.lateFeeCents }] : []),
  ];
}
