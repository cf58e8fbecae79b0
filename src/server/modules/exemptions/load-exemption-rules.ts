import { eq } from 'drizzle-orm';
import { NO_EXEMPTION_RULES, type ExemptionRules } from '../../../shared/rules/exemption';
import type { DbOrTx } from '../../db/client';
import { exemptionRules } from '../../db/schema';

/** The one row of the rules. */
export const RULES_ROW_ID = 1;

/** The columns the rules are read from, as the pure rule (shared/rules/exemption.ts) takes them. */
export const RULE_TERMS = {
  maxDepthFeet: exemptionRules.maxDepthFeet,
  aquiferIds: exemptionRules.aquiferIds,
  wellUseCategoryIds: exemptionRules.wellUseCategoryIds,
  minCapacityGallonsPerDay: exemptionRules.minCapacityGallonsPerDay,
};

/** The district's exemption rules; none at all when the row is missing. */
export async function loadExemptionRules(db: DbOrTx): Promise<ExemptionRules> {
  const [rules] = await db.select(RULE_TERMS).from(exemptionRules).where(eq(exemptionRules.id, RULES_ROW_ID));
  return rules ?? NO_EXEMPTION_RULES;
}
