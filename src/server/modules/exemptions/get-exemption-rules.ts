import { eq } from 'drizzle-orm';
import type { ExemptionRulesResponse } from '../../../shared/contracts/exemptions';
import type { DbOrTx } from '../../db/client';
import { exemptionRules, users } from '../../db/schema';
import { userNameSql } from '../users';
import { RULE_TERMS, RULES_ROW_ID } from './load-exemption-rules';

/** GET Exemption/GetExemptionRules: the rules, who saved them last and when (none: no rule). */
export async function getExemptionRules(db: DbOrTx): Promise<ExemptionRulesResponse> {
  const [row] = await db
    .select({ ...RULE_TERMS, updatedBy: userNameSql, updatedAt: exemptionRules.updatedAt })
    .from(exemptionRules)
    .leftJoin(users, eq(users.id, exemptionRules.updatedBy))
    .where(eq(exemptionRules.id, RULES_ROW_ID));
  return {
    message: 'OK',
    data: row
      ? { ...row, updatedAt: row.updatedAt.toISOString() }
      : {
          maxDepthFeet: null,
          aquiferIds: [],
          wellUseCategoryIds: [],
          minCapacityGallonsPerDay: null,
          updatedBy: null,
          updatedAt: null,
        },
  };
}
