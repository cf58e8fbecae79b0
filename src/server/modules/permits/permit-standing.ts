import { and, asc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PermitUseRow } from '../../../shared/contracts/permits';
import {
  gallonsOfKgal,
  permitYearOf,
  projectPermitUse,
  volumesOfYear,
  type DistrictCut,
  type PermitTermsVersion,
  type PermitYear,
} from '../../../shared/rules/permit-use';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  dailyPumpage,
  districtCuts,
  monthlyPumpage,
  permitAlerts,
  permitTerms,
  wells,
} from '../../db/schema';
import { idArray, ilikeContains, selectRows } from '../../db/sql';
import { loadPermitSettings } from './permit-settings';

/** Which permitted wells to look at; every condition is optional. */
export interface PermitWellFilter {
  /** The caller's scope (`scopeToCaller` on the well's client). */
  scope?: SQL | undefined;
  clientIds?: readonly number[] | undefined;
  wellIds?: readonly number[] | undefined;
  wellNumber?: string | null | undefined;
}

export interface PermitTermsOfWell extends PermitTermsVersion {
  maxDailyGallons: number;
}

export interface PermitStandings {
  year: PermitYear;
  /** The day looked at: data after it is not counted. */
  on: string;
  cuts: DistrictCut[];
  rows: PermitUseRow[];
}

interface WellUseFacts {
  wellId: number;
  wellNumber: string;
  clientId: number | null;
  clientName: string | null;
  permitNumber: string | null;
  usedKgal: string | number;
  dataThrough: string | null;
  paceKgal: string | number | null;
  daysAboveMax: number;
}

/** The district's cuts touching the year. */
export async function cutsOfYear(db: DbOrTx, year: PermitYear): Promise<DistrictCut[]> {
  return db
    .select({
      percent: districtCuts.percent,
      effectiveOn: districtCuts.effectiveOn,
      endsOn: districtCuts.endsOn,
    })
    .from(districtCuts)
    .where(
      and(
        lte(districtCuts.effectiveOn, year.end),
        sql`(${districtCuts.endsOn} is null or ${districtCuts.endsOn} >= ${year.start})`,
      ),
    );
}

/** Each listed well's terms applying to a day up to `until`, oldest first. */
export async function termsOfWells(
  db: DbOrTx,
  wellIds: readonly number[],
  until: string,
): Promise<Map<number, PermitTermsOfWell[]>> {
  const byWell = new Map<number, PermitTermsOfWell[]>();
  if (wellIds.length === 0) return byWell;
  const rows = await db
    .select({
      wellId: permitTerms.wellId,
      effectiveFrom: permitTerms.effectiveFrom,
      annualGallons: permitTerms.annualGallons,
      maxDailyGallons: permitTerms.maxDailyGallons,
    })
    .from(permitTerms)
    .where(
      and(
        sql`${permitTerms.wellId} = any(${idArray(wellIds)}::int[])`,
        lte(permitTerms.effectiveFrom, until),
      ),
    )
    .orderBy(asc(permitTerms.wellId), asc(permitTerms.effectiveFrom));
  for (const { wellId, ...terms } of rows) byWell.set(wellId, [...(byWell.get(wellId) ?? []), terms]);
  return byWell;
}

/**
 * Per permitted well, from the pumpage rollups: the gallons used from the year's start to `on` (the
 * months before `on`'s month from monthly_pumpage, the days of its month from daily_pumpage), the
 * last day with data, the gallons of the 30 days ending on it, and the days alerted above the rate.
 */
async function useFacts(db: DbOrTx, year: PermitYear, on: string, filter: PermitWellFilter) {
  const onMonth = `${on.slice(0, 7)}-01`;
  const where = and(
    filter.scope,
    filter.clientIds ? inArray(wells.clientId, [...filter.clientIds]) : undefined,
    filter.wellIds ? sql`${wells.id} = any(${idArray(filter.wellIds)}::int[])` : undefined,
    filter.wellNumber ? ilikeContains(wells.wellNumber, filter.wellNumber) : undefined,
    sql`exists (select 1 from ${permitTerms} where ${permitTerms.wellId} = ${wells.id}
      and ${permitTerms.effectiveFrom} <= ${year.end})`,
  );
  // A nested loop of small index probes per well, which PostgreSQL's planner prices above
  // jit_above_cost at a few thousand wells: compiling it would take ten times what it takes to run.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return selectRows<WellUseFacts>(
      tx,
      sql`select ${wells.id} as "wellId", ${wells.wellNumber} as "wellNumber", ${wells.clientId} as "clientId",
        ${clients.name} as "clientName", ${wells.cagcdPermitNumber} as "permitNumber",
        coalesce((select sum(${monthlyPumpage.pumpage}) from ${monthlyPumpage}
          where ${monthlyPumpage.wellId} = ${wells.id} and ${monthlyPumpage.month} >= ${year.start}
            and ${monthlyPumpage.month} < ${onMonth}), 0)
        + coalesce((select sum(${dailyPumpage.pumpage}) from ${dailyPumpage}
          where ${dailyPumpage.wellId} = ${wells.id} and ${dailyPumpage.date} >= greatest(${onMonth}::date, ${year.start}::date)
            and ${dailyPumpage.date} <= ${on}), 0) as "usedKgal",
        last_day.through::text as "dataThrough",
        (select sum(${dailyPumpage.pumpage}) from ${dailyPumpage}
          where ${dailyPumpage.wellId} = ${wells.id}
            and ${dailyPumpage.date} >= greatest(last_day.through - 29, ${year.start}::date)
            and ${dailyPumpage.date} <= last_day.through) as "paceKgal",
        (select count(*)::int from ${permitAlerts} where ${permitAlerts.wellId} = ${wells.id}
          and ${permitAlerts.kind} = 'daily-rate' and ${permitAlerts.periodOn} between ${year.start} and ${on})
          as "daysAboveMax"
      from ${wells}
      left join ${clients} on ${clients.id} = ${wells.clientId}
      left join lateral (select max(${dailyPumpage.date}) as through from ${dailyPumpage}
        where ${dailyPumpage.wellId} = ${wells.id} and ${dailyPumpage.date} between ${year.start} and ${on}) last_day on true
      where ${where}`,
    );
  });
}

/**
 * Each permitted well's use of its permit in the permit year holding `on`, by the pure rule: the
 * year's volume from its terms less the district's cuts, the use up to `on`, and the projection.
 */
export async function permitStandings(
  db: DbOrTx,
  on: string,
  filter: PermitWellFilter,
): Promise<PermitStandings> {
  const { yearStartMonth } = await loadPermitSettings(db);
  const year = permitYearOf(on, yearStartMonth);
  const [facts, cuts] = await Promise.all([useFacts(db, year, on, filter), cutsOfYear(db, year)]);
  const terms = await termsOfWells(
    db,
    facts.map((row) => row.wellId),
    year.end,
  );
  const volumesOf = volumesOfYear(year, cuts);
  const rows = facts.map((fact): PermitUseRow => {
    const versions = terms.get(fact.wellId) ?? [];
    const { permitted, uncut } = volumesOf(versions);
    const usedGallons = gallonsOfKgal(Number(fact.usedKgal));
    const outcome = projectPermitUse({
      year,
      permittedGallons: permitted,
      usedGallons,
      dataThrough: fact.dataThrough,
      paceGallons: gallonsOfKgal(Number(fact.paceKgal ?? 0)),
    });
    return {
      wellId: fact.wellId,
      wellNumber: fact.wellNumber,
      clientId: fact.clientId,
      clientName: fact.clientName,
      permitNumber: fact.permitNumber,
      yearStart: year.start,
      yearEnd: year.end,
      permittedGallons: permitted,
      uncutGallons: uncut,
      usedGallons,
      dataThrough: fact.dataThrough,
      maxDailyGallons:
        versions.findLast((version) => version.effectiveFrom <= on)?.maxDailyGallons ??
        versions[0]?.maxDailyGallons ??
        0,
      daysAboveMax: fact.daysAboveMax,
      ...outcome,
    };
  });
  return { year, on, cuts, rows };
}

/** The days of the year, up to `on`, on which the well pumped more than its terms allowed that day. */
export async function daysAboveMax(
  db: DbOrTx,
  wellId: number,
  year: PermitYear,
  on: string,
  terms: readonly PermitTermsOfWell[],
): Promise<{ date: string; gallons: number; maxDailyGallons: number }[]> {
  if (terms.length === 0) return [];
  const days = await db
    .select({ date: dailyPumpage.date, pumpage: dailyPumpage.pumpage })
    .from(dailyPumpage)
    .where(
      and(
        sql`${dailyPumpage.wellId} = ${wellId}`,
        gte(dailyPumpage.date, year.start),
        lte(dailyPumpage.date, on),
        sql`${dailyPumpage.pumpage} * 1000 > ${Math.min(...terms.map((version) => version.maxDailyGallons))}`,
      ),
    )
    .orderBy(asc(dailyPumpage.date));
  return days.flatMap(({ date, pumpage }) => {
    const version = terms.findLast((candidate) => candidate.effectiveFrom <= date);
    const gallons = gallonsOfKgal(pumpage);
    return version && gallons > version.maxDailyGallons
      ? [{ date, gallons, maxDailyGallons: version.maxDailyGallons }]
      : [];
  });
}
