import { sql } from 'drizzle-orm';
import type { QuarterPumpage } from '../../../shared/contracts/pumpage';
import {
  daysOfMonth,
  gallonsToKgalText,
  kgalToGallons,
  monthLabel,
  setMonthTotal,
  type DayGallons,
  type HourGallons,
  type MonthPumpage,
} from '../../../shared/rules/month-pumpage';
import {
  MAX_KGAL_PER_DAY,
  MAX_KGAL_PER_HOUR,
  tooMuchPumpageReason,
} from '../../../shared/rules/pumpage-bounds';
import { monthsOfQuarter } from '../../../shared/rules/quarters';
import { recordAudit } from '../../audit';
import type { DbOrTx, Tx } from '../../db/client';
import { dailyPumpage, hourlyPumpage } from '../../db/schema';
import { columnNames } from '../../db/sql';
import { ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';
import { findInvoicedQuarter, refuseInvoicedPumpage } from './find-invoiced-pumpage';
import { lockPumpageWrites } from './pumpage-write-lock';
import { assertQuarterBegun, monthOfDate, quarterRows, type WellQuarter } from './well-quarter';

const FIELDS = ['pumpageMonth1', 'pumpageMonth2', 'pumpageMonth3'] as const;
type Field = (typeof FIELDS)[number];

const KGAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

interface MonthChange {
  field: Field;
  month: number;
  label: string;
  before: MonthPumpage;
  after: MonthPumpage;
}

function refuse(field: Field, message: string): never {
  throw new ValidationError(message, { [field]: message });
}

/** Refuses a total that would put more on one day or hour of the month than a well can pump. */
function assertPumpable(change: MonthChange): void {
  const day = change.after.daily.find((row) => row.gallons > MAX_KGAL_PER_DAY * 1000);
  if (day) {
    refuse(
      change.field,
      `${change.label}: this total puts ${KGAL.format(day.gallons / 1000)} thousand gallons on ${day.date}, ` +
        `which ${tooMuchPumpageReason('day')}`,
    );
  }
  const hour = change.after.hourly.find((row) => row.gallons > MAX_KGAL_PER_HOUR * 1000);
  if (hour) {
    refuse(
      change.field,
      `${change.label}: this total puts ${KGAL.format(hour.gallons / 1000)} thousand gallons on ${hour.date} ` +
        `hour ${hour.hour}, which ${tooMuchPumpageReason('hour')}`,
    );
  }
}

/** The rows of `after` whose value is new or differs from `before`. */
function changedRows<Row extends { date: string; gallons: number }>(
  before: readonly Row[],
  after: readonly Row[],
  key: (row: Row) => string,
): Row[] {
  const old = new Map(before.map((row) => [key(row), row.gallons]));
  return after.filter((row) => old.get(key(row)) !== row.gallons);
}

const hourKey = (row: HourGallons) => `${row.date} ${row.hour}`;
const dayKey = (row: DayGallons) => row.date;

async function writeDays(tx: Tx, wellId: number, days: readonly DayGallons[]) {
  if (days.length === 0) return;
  const rows = days.map((day) => ({ date: day.date, pumpage: gallonsToKgalText(day.gallons) }));
  await tx.execute(sql`
    insert into ${dailyPumpage} (${columnNames([dailyPumpage.wellId, dailyPumpage.date, dailyPumpage.pumpage])})
    select ${wellId}, r.date, r.pumpage from json_to_recordset(${JSON.stringify(rows)}::json) as r(date date, pumpage numeric)
    on conflict (${columnNames([dailyPumpage.wellId, dailyPumpage.date])})
    do update set ${columnNames([dailyPumpage.pumpage])} = excluded.${columnNames([dailyPumpage.pumpage])},
      ${columnNames([dailyPumpage.source])} = 'file'`);
}

async function writeHours(tx: Tx, wellId: number, hours: readonly HourGallons[]) {
  if (hours.length === 0) return;
  const rows = hours.map((hour) => ({
    date: hour.date,
    hour: hour.hour,
    pumpage: gallonsToKgalText(hour.gallons),
  }));
  const columns = [hourlyPumpage.wellId, hourlyPumpage.date, hourlyPumpage.hour, hourlyPumpage.pumpage];
  await tx.execute(sql`
    insert into ${hourlyPumpage} (${columnNames(columns)})
    select ${wellId}, r.date, r.hour, r.pumpage
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(date date, hour smallint, pumpage numeric)
    on conflict (${columnNames([hourlyPumpage.wellId, hourlyPumpage.date, hourlyPumpage.hour])})
    do update set ${columnNames([hourlyPumpage.pumpage])} = excluded.${columnNames([hourlyPumpage.pumpage])}`);
}

const kgalOf = (gallons: number) => gallonsToKgalText(gallons);

/** The audit's view of a month: its total and the rows the change wrote, as kgal text. */
function auditMonth(month: number, rows: MonthPumpage, written: { days: Set<string>; hours: Set<string> }) {
  return {
    month,
    total: kgalOf(rows.daily.reduce((sum, day) => sum + day.gallons, 0)),
    daily: rows.daily
      .filter((day) => written.days.has(dayKey(day)))
      .map((day) => ({ date: day.date, pumpage: kgalOf(day.gallons) })),
    hourly: rows.hourly
      .filter((hour) => written.hours.has(hourKey(hour)))
      .map((hour) => ({ date: hour.date, hour: hour.hour, pumpage: kgalOf(hour.gallons) })),
  };
}

/**
 * The changes the form asks for: each month whose typed total differs from its stored one, with
 * its rows before and after. `today` bounds the days an empty month's total is spread over.
 */
function planChanges(
  target: WellQuarter,
  edit: QuarterPumpage,
  rows: MonthPumpage,
  today: string,
): MonthChange[] {
  const changes: MonthChange[] = [];
  monthsOfQuarter(target.quarter).forEach((month, index) => {
    const field = FIELDS[index] ?? 'pumpageMonth1';
    const before: MonthPumpage = {
      daily: rows.daily.filter((day) => monthOfDate(day.date) === month),
      hourly: rows.hourly.filter((hour) => monthOfDate(hour.date) === month),
    };
    const total = kgalToGallons(edit[field]);
    if (before.daily.reduce((sum, day) => sum + day.gallons, 0) === total) return;
    const label = monthLabel(target.year, month);
    const days = daysOfMonth(target.year, month).filter((day) => day <= today);
    const hasPumpage = [...before.daily, ...before.hourly].some((row) => row.gallons > 0);
    if (total > 0 && !hasPumpage && days.length === 0) {
      refuse(field, `${label} has not begun: its pumpage can only be 0.`);
    }
    changes.push({ field, month, label, before, after: setMonthTotal(before, total, days) });
  });
  return changes;
}

/**
 * PUT UpdateWellQuarterPumpage (staff): the spec's pumpage update form on the pumpage table. Sets
 * each month's total of one well's quarter; unchanged months are not touched. A changed month's
 * rows are scaled in proportion (a metered day through its hours, its daily row then their sum), an
 * empty month gets the total spread evenly over its days; the month adds up to exactly the total
 * typed. Pumpage an invoice was built from is refused with 409 as the deletion refuses it.
 */
export async function updateWellQuarterPumpage(
  db: DbOrTx,
  caller: Caller,
  target: WellQuarter,
  edit: QuarterPumpage,
  today: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const well = await findVisibleWell(tx, caller, target.wellId);
    assertQuarterBegun(target, today);
    await lockPumpageWrites(tx);
    const changes = planChanges(target, edit, await quarterRows(target, tx), today);
    if (changes.length === 0) {
      return { message: `Pumpage of ${well.wellNumber} for ${target.year} Q${target.quarter} is unchanged.` };
    }
    refuseInvoicedPumpage(await findInvoicedQuarter(tx, target));
    changes.forEach(assertPumpable);

    const before = [];
    const after = [];
    for (const change of changes) {
      const days = changedRows(change.before.daily, change.after.daily, dayKey);
      const hours = changedRows(change.before.hourly, change.after.hourly, hourKey);
      await writeHours(tx, well.id, hours);
      await writeDays(tx, well.id, days);
      const written = { days: new Set(days.map(dayKey)), hours: new Set(hours.map(hourKey)) };
      before.push(auditMonth(change.month, change.before, written));
      after.push(auditMonth(change.month, change.after, written));
    }
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'update-pumpage',
      entity: 'well',
      entityId: well.id,
      before: { year: target.year, quarter: target.quarter, months: before },
      after: { year: target.year, quarter: target.quarter, months: after },
    });
    const names = changes.map((change) => change.label).join(', ');
    return { message: `Pumpage of ${well.wellNumber} updated for ${names}.` };
  });
}
