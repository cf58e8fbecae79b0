import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOffset } from '../../../shared/contracts/common';
import type {
  ExemptionReviewResponse,
  ExemptionReviewSort,
  exemptionReviewQuerySchema,
} from '../../../shared/contracts/exemptions';
import { EXEMPT_FLAG } from '../../../shared/rules/billing';
import { capacityGallonsPerDay, exemptionReasons } from '../../../shared/rules/exemption';
import type { DbOrTx } from '../../db/client';
import { matchCountSql, splitMatchCount } from '../../db/paging';
import { aquifers, clients, wells, wellUses } from '../../db/schema';
import { WELL_USE_LABEL, wellNumberContains } from '../wells';
import { exemptByRulesSql } from './exempt-by-rules-sql';
import { loadExemptionRules } from './load-exemption-rules';

type ExemptionReviewQuery = z.output<typeof exemptionReviewQuerySchema>;

const flaggedExemptSql = sql<boolean>`coalesce(${wells.flag} = ${EXEMPT_FLAG}, false)`;

/** Well numbers in the order people read them (EB-78 before EB-468), either way. */
function wellNumberOrder(direction: SQL): SQL[] {
  return [
    sql`substring(${wells.wellNumber} from '^[^0-9]*') ${direction}`,
    sql`substring(${wells.wellNumber} from '[0-9]+')::numeric ${direction} nulls first`,
    sql`${wells.wellNumber} ${direction}`,
  ];
}

const SORT_VALUES: Record<Exclude<ExemptionReviewSort, 'wellNumber'>, SQL> = {
  client: sql`${clients.name}`,
  aquifer: sql`${aquifers.name}`,
  wellUse: WELL_USE_LABEL,
  wellDepth: sql`${wells.wellDepth}`,
  capacity: sql`${wells.dailyPumpRate}`,
};

/** The list's sort, unknown values last either way, then well number and id so pages never overlap. */
function orderBy(sort: ExemptionReviewSort, direction: 'asc' | 'desc'): SQL[] {
  const way = direction === 'asc' ? sql`asc` : sql`desc`;
  const first = sort === 'wellNumber' ? [] : [sql`${SORT_VALUES[sort]} ${way} nulls last`];
  return [...first, ...wellNumberOrder(sort === 'wellNumber' ? way : sql`asc`), sql`${wells.id}`];
}

/**
 * GET Exemption/GetExemptionReview (staff): each well with what the rules say of it beside its
 * flag. The rules are evaluated in SQL (exemptByRulesSql), so the filter, the counts and the page
 * come from the database at any number of wells; the reasons of the page's rows come from the pure
 * rule over the same rules.
 */
export async function exemptionReview(
  db: DbOrTx,
  query: ExemptionReviewQuery,
): Promise<ExemptionReviewResponse> {
  const rules = await loadExemptionRules(db);
  const ruleExempt = exemptByRulesSql(rules);
  const differs = sql`(${ruleExempt}) <> (${flaggedExemptSql})`;
  const search = wellNumberContains(query.wellNumber);

  const [counts] = await db
    .select({
      matches: sql<number>`count(*) filter (where ${ruleExempt})`.mapWith(Number),
      differs: sql<number>`count(*) filter (where ${differs})`.mapWith(Number),
    })
    .from(wells)
    .leftJoin(wellUses, eq(wellUses.id, wells.wellUseId))
    .where(search);

  const found = await db
    .select({
      wellId: wells.id,
      wellNumber: wells.wellNumber,
      clientName: clients.name,
      aquiferName: aquifers.name,
      wellUseName: WELL_USE_LABEL,
      wellDepth: wells.wellDepth,
      dailyPumpRate: wells.dailyPumpRate,
      aquiferId: wells.aquiferId,
      wellUseCategoryId: wellUses.wellUseCategoryId,
      flaggedExempt: flaggedExemptSql,
      ruleExempt,
      totalCount: matchCountSql(),
    })
    .from(wells)
    .leftJoin(clients, eq(clients.id, wells.clientId))
    .leftJoin(aquifers, eq(aquifers.id, wells.aquiferId))
    .leftJoin(wellUses, eq(wellUses.id, wells.wellUseId))
    .where(and(search, query.show === 'differs' ? differs : undefined))
    .orderBy(...orderBy(query.sort, query.direction))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const { rows, totalCount } = splitMatchCount(found);

  return {
    message: 'OK',
    data: rows.map(({ dailyPumpRate, aquiferId, wellUseCategoryId, ...row }) => ({
      ...row,
      capacityGallonsPerDay: capacityGallonsPerDay(dailyPumpRate),
      reasons: exemptionReasons(
        { wellDepth: row.wellDepth, dailyPumpRate, aquiferId, wellUseCategoryId },
        rules,
      ),
    })),
    totalCount,
    counts: { matches: counts?.matches ?? 0, differs: counts?.differs ?? 0 },
  };
}
