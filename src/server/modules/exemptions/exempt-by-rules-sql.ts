import { sql, type SQL } from 'drizzle-orm';
import type { ExemptionRules } from '../../../shared/rules/exemption';
import { wells, wellUses } from '../../db/schema';
import { idArray } from '../../db/sql';

/**
 * The SQL twin of `exemptionReasons` (shared/rules/exemption.ts) for a statement over `wells` left
 * joined to `well_uses`: true when any rule marks the well exempt, never null. Each comparison is
 * strict, and an unknown depth, rate, aquifer or category compares to null, which no rule matches.
 * The capacity is the daily pump rate (thousands of gallons a day) times 1,000, exact in numeric.
 * The API tests check it agrees with the pure rule.
 */
export function exemptByRulesSql(rules: ExemptionRules): SQL<boolean> {
  const matches: SQL[] = [];
  if (rules.maxDepthFeet !== null) {
    matches.push(sql`${wells.wellDepth} < ${rules.maxDepthFeet}::numeric`);
  }
  if (rules.aquiferIds.length > 0) {
    matches.push(sql`${wells.aquiferId} = any(${idArray(rules.aquiferIds)}::int[])`);
  }
  if (rules.wellUseCategoryIds.length > 0) {
    matches.push(sql`${wellUses.wellUseCategoryId} = any(${idArray(rules.wellUseCategoryIds)}::int[])`);
  }
  if (rules.minCapacityGallonsPerDay !== null) {
    matches.push(sql`${wells.dailyPumpRate} * 1000 < ${rules.minCapacityGallonsPerDay}::numeric`);
  }
  if (matches.length === 0) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${sql.join(matches, sql` or `)}, false)`;
}
