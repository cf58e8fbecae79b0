import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, addYears, daysBetween } from '../../../shared/rules/calendar';
import { permitYearOf } from '../../../shared/rules/permit-use';
import type { Tx } from '../client';
import { dailyPumpage, permitTerms, wells } from '../schema';
import { selectRows } from '../sql';
import type { Random } from './random';

/** Where the demo's permits stand this year, by share of the permitted wells. */
type Standing = 'under' | 'near' | 'over';

/** One permitted well in twelve is over its volume, one in six near it; the rest are under. */
function standingOf(random: Random): Standing {
  const draw = random();
  if (draw < 1 / 12) return 'over';
  if (draw < 1 / 12 + 1 / 6) return 'near';
  return 'under';
}

/** Million gallons, rounded to the thousand gallons, as a board would write a permit's volume. */
function roundedVolume(gallons: number): number {
  return Math.max(1_000, Math.round(gallons / 1_000) * 1_000);
}

/**
 * Permit terms for every demo well with a district permit number, sized against what the well has
 * pumped this permit year so the Permits report has wells under, near and over their volumes: an
 * "under" well's volume is half again its pace for the year, a "near" one's a little more than its
 * use so far (85 to 95% used), an "over" one's less (105 to 120%). The maximum daily rate is above
 * the well's busiest day but for the demo owner's first permitted well, whose busiest days exceed it.
 * The demo owner's first two wells are near and over. Each permit's terms start three years back; the
 * demo owner's wells were amended a year ago.
 */
export async function seedPermits(tx: Tx, random: Random, options: { today: string; ownerClientId: number }) {
  const { today, ownerClientId } = options;
  const year = permitYearOf(today, 1);
  const elapsedDays = daysBetween(year.start, today);
  const yearDays = daysBetween(year.start, addDays(year.end, 1));
  const permitted = await selectRows<{ id: number; clientId: number; used: string; busiest: string }>(
    tx,
    sql`select ${wells.id} as id, ${wells.clientId} as "clientId",
        coalesce(sum(${dailyPumpage.pumpage}), 0) as used, coalesce(max(${dailyPumpage.pumpage}), 0) as busiest
      from ${wells} left join ${dailyPumpage} on ${dailyPumpage.wellId} = ${wells.id}
        and ${dailyPumpage.date} between ${year.start} and ${today}
      where ${and(isNotNull(wells.cagcdPermitNumber), isNotNull(wells.clientId), eq(wells.isActive, true))}
      group by ${wells.id} order by ${wells.id}`,
  );
  const firstTerms = addYears(year.start, -3);
  // The demo owner's first permitted well is near its volume with a tight daily rate, its second over.
  const ownerStandings: Standing[] = ['near', 'over'];
  let tightRate = true;
  const rows = permitted.flatMap((well): (typeof permitTerms.$inferInsert)[] => {
    const used = Number(well.used) * 1000;
    const busiest = Number(well.busiest) * 1000;
    if (used <= 0) return [];
    const owners = well.clientId === ownerClientId;
    const standing = (owners ? ownerStandings.shift() : undefined) ?? standingOf(random);
    const pace = (used / Math.max(1, elapsedDays)) * yearDays;
    const annual = roundedVolume(
      standing === 'under'
        ? pace * 1.5
        : standing === 'near'
          ? used / (0.85 + random() * 0.1)
          : used / (1.05 + random() * 0.15),
    );
    const maxDaily = owners && tightRate ? Math.round(busiest * 0.9) : Math.round(busiest * 1.25) + 1_000;
    if (owners) tightRate = false;
    const terms = { wellId: well.id, annualGallons: annual, maxDailyGallons: Math.max(1_000, maxDaily) };
    return owners
      ? [
          {
            ...terms,
            effectiveFrom: firstTerms,
            annualGallons: roundedVolume(annual * 0.8),
            note: 'Original permit',
          },
          { ...terms, effectiveFrom: addYears(year.start, -1), note: 'Amended on renewal' },
        ]
      : [{ ...terms, effectiveFrom: firstTerms, note: null }];
  });
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(permitTerms).values(rows.slice(start, start + 500));
  }
  return { permittedWells: new Set(rows.map((row) => row.wellId)).size };
}
