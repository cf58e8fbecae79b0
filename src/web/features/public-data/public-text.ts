import type { PublicPumpageGroup } from '../../../shared/contracts/public-data';
import { formatKgalValue } from '../../../shared/format';

/** What the page shows for a well without that reference on record (parish, aquifer or use). */
export const NOT_RECORDED = 'Not recorded';

export const GROUP_LABELS: Readonly<Record<PublicPumpageGroup, string>> = {
  parish: 'Parish',
  aquifer: 'Aquifer',
  use: 'Well use',
};

/** Thousands of gallons, e.g. "1,234.5". */
export function kgalText(kgal: number): string {
  return formatKgalValue(kgal);
}

const MILLION_GALLONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Thousands of gallons as million gallons, e.g. "1,234.5 MG". */
export function millionGallonsText(kgal: number): string {
  return `${MILLION_GALLONS.format(kgal / 1000)} MG`;
}

/** "1 well", "12 wells". */
export function wellsText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'well' : 'wells'}`;
}

/** Today in the visitor's calendar, as YYYY-MM-DD. */
export function todayText(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
