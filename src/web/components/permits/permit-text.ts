import {
  PERMIT_ALERT_KIND_LABELS,
  NOTICE_OUTCOME_LABELS,
  PERMIT_USE_STATUS_LABELS,
  type PermitAlertRow,
  type PermitUseRow,
} from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import type { PermitUseStatus } from '../../../shared/rules/permit-use';

/*
 * The permit screens' words and numbers, in one place for the well pages' section, the owner's
 * card and the staff pages. Volumes travel in whole gallons and are shown in million gallons.
 */

const GALLONS_PER_MG = 1_000_000;
const MILLION_GALLONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const NO_VALUE = '—';

/** Whole gallons in million gallons, up to three decimals: "12.345 MG". */
export function formatMillionGallons(gallons: number): string {
  return `${millionGallonsValue(gallons)} MG`;
}

/** Whole gallons in million gallons without the unit, for a column that names it: "12.345". */
export function millionGallonsValue(gallons: number): string {
  return MILLION_GALLONS.format(gallons / GALLONS_PER_MG);
}

/** A whole number with thousands separators, for a column that names its unit: "512,000". */
export function wholeValue(value: number): string {
  return WHOLE.format(value);
}

/** Million gallons as a form field holds them: "12.345", no separators. */
export function millionGallonsText(gallons: number): string {
  return String(Math.round((gallons / GALLONS_PER_MG) * 1e6) / 1e6);
}

/** A daily rate: "512,000 gal/day". */
export function formatGallonsPerDay(gallons: number): string {
  return `${wholeValue(gallons)} gal/day`;
}

/** Whole gallons: "512,000 gal". */
export function formatGallons(gallons: number): string {
  return `${wholeValue(gallons)} gal`;
}

/** A percent with one decimal, "45.6%"; none when nothing is permitted. */
export function formatPercent(percent: number | null): string {
  return percent === null ? NO_VALUE : `${ONE_DECIMAL.format(percent)}%`;
}

/** The district cut: "20%", "12.5%" (up to two decimals, as it is declared). */
export function formatCutPercent(percent: number): string {
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** An instant in the browser's time zone, e.g. "Jun 15, 2026, 9:30 AM". */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "01/01/2026 – 12/31/2026"; an open end reads "Open" (or what the caller says). */
export function dayRangeText(from: string, to: string | null, open = 'Open'): string {
  return `${formatDay(from)} – ${to === null ? open : formatDay(to)}`;
}

export const NOT_PROJECTED_TO_CROSS = 'Not projected to cross this year';

/** When the pace crosses 100%: its day, "Already over", or that it does not this year. */
export function crossingText(use: Pick<PermitUseRow, 'projectedCrossingOn' | 'status'>): string {
  if (use.projectedCrossingOn !== null) return formatDay(use.projectedCrossingOn);
  return use.status === 'over' ? 'Already over' : NOT_PROJECTED_TO_CROSS;
}

/** Whether a district cut takes part of this year's volume. */
export function isCut(use: Pick<PermitUseRow, 'permittedGallons' | 'uncutGallons'>): boolean {
  return use.permittedGallons < use.uncutGallons;
}

/** "Reduced from 120 MG by the district's cut", or null without a cut. */
export function cutNoteText(use: Pick<PermitUseRow, 'permittedGallons' | 'uncutGallons'>): string | null {
  return isCut(use) ? `Reduced from ${formatMillionGallons(use.uncutGallons)} by the district's cut` : null;
}

/** "4.2 MG used of 12 MG". */
export function usedOfPermittedText(use: Pick<PermitUseRow, 'usedGallons' | 'permittedGallons'>): string {
  return `${formatMillionGallons(use.usedGallons)} used of ${formatMillionGallons(use.permittedGallons)}`;
}

/** The colour of a status: green under, amber projected or near, red over. */
export const PERMIT_STATUS_COLORS: Readonly<Record<PermitUseStatus, string>> = {
  under: 'success.main',
  projected: 'warning.light',
  near: 'warning.main',
  over: 'error.main',
};

/** The progress bar's colour of a status (MUI's LinearProgress takes a palette name). */
export const PERMIT_STATUS_BAR_COLORS: Readonly<Record<PermitUseStatus, 'success' | 'warning' | 'error'>> = {
  under: 'success',
  projected: 'warning',
  near: 'warning',
  over: 'error',
};

export function statusText(status: PermitUseStatus): string {
  return PERMIT_USE_STATUS_LABELS[status];
}

/** An alert's kind in words. */
export function alertKindText(alert: Pick<PermitAlertRow, 'kind'>): string {
  return PERMIT_ALERT_KIND_LABELS[alert.kind];
}

/** What became of an alert in words. */
export function alertOutcomeText(alert: Pick<PermitAlertRow, 'outcome'>): string {
  return NOTICE_OUTCOME_LABELS[alert.outcome];
}

/** When an alert went, or was started while sending or after a failure. */
export function alertWhenText(alert: Pick<PermitAlertRow, 'sentAt' | 'claimedAt'>): string {
  return formatInstant(alert.sentAt ?? alert.claimedAt);
}

/** "1 day", "12 days". */
export function daysText(days: number): string {
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}
