import { desc, isNull } from 'drizzle-orm';
import type { PublicLanding, PublicRate } from '../../../shared/contracts/public-data';
import { centsToDollars } from '../../../shared/rules/billing';
import { addDays } from '../../../shared/rules/calendar';
import { entryInForce } from '../../../shared/rules/rate-schedule';
import { entryOn, periodOn, type CalendarEntry } from '../../../shared/rules/reporting-calendar';
import type { DbOrTx } from '../../db/client';
import { rateSchedule } from '../../db/schema';
import { getDistrictProfile } from '../district';
import { loadCalendar } from '../reporting';

/** The periods the landing page lists: the one running today and the next ones, four in all. */
const CALENDAR_PERIODS = 4;

/** The district as its public page shows it: name, place and contact; no address, no remit-to. */
async function publicDistrict(db: DbOrTx): Promise<PublicLanding['district']> {
  const profile = await getDistrictProfile(db);
  if (!profile) return null;
  return {
    name: profile.name,
    city: profile.city,
    state: profile.state,
    phone: profile.phone,
    email: profile.email,
    logoUpdatedAt: profile.logoUpdatedAt ?? null,
  };
}

/** The schedule's rates that apply (withdrawn ones never did), latest first, the one of today marked. */
async function publicRates(db: DbOrTx, today: string): Promise<PublicRate[]> {
  const rows = await db
    .select({
      id: rateSchedule.id,
      effectiveOn: rateSchedule.effectiveOn,
      rateCents: rateSchedule.rateCentsPerMillionGallons,
      adoptedOn: rateSchedule.adoptedOn,
      hearingOn: rateSchedule.hearingOn,
    })
    .from(rateSchedule)
    .where(isNull(rateSchedule.withdrawnAt))
    .orderBy(desc(rateSchedule.effectiveOn), desc(rateSchedule.id));
  const inForce = entryInForce(rows, today);
  return rows.map((row) => ({
    ratePerMillionGallons: centsToDollars(row.rateCents),
    effectiveOn: row.effectiveOn,
    adoptedOn: row.adoptedOn,
    hearingOn: row.hearingOn,
    inForce: row.id === inForce?.id,
  }));
}

/**
 * The calendar in force today (or, before it starts, the first version), with the period running
 * today and the next ones, each under the version in force on its first day; null without one.
 */
export function publicCalendar(entries: readonly CalendarEntry[], today: string): PublicLanding['calendar'] {
  const first = entries.reduce<CalendarEntry | undefined>(
    (earliest, entry) => (earliest && earliest.effectiveFrom <= entry.effectiveFrom ? earliest : entry),
    undefined,
  );
  if (!first) return null;
  const entry = entryOn(entries, today) ?? first;
  const periods: NonNullable<PublicLanding['calendar']>['periods'] = [];
  let day = today < first.effectiveFrom ? first.effectiveFrom : today;
  while (periods.length < CALENDAR_PERIODS) {
    const period = periodOn(entries, day);
    if (!period) break;
    periods.push({
      key: period.key,
      label: period.label,
      start: period.start,
      end: period.end,
      dueOn: period.dueOn,
    });
    day = addDays(period.end, 1);
  }
  return { frequency: entry.frequency, dueDays: entry.dueDays, periods };
}

/** The landing page: the district, its rates and its reporting calendar. */
export async function loadPublicLanding(db: DbOrTx, today: string): Promise<PublicLanding> {
  return {
    district: await publicDistrict(db),
    rates: await publicRates(db, today),
    calendar: publicCalendar(await loadCalendar(db), today),
  };
}
