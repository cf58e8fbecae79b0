import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import {
  EXEMPTION_RULES_SAVED,
  type saveExemptionRulesRequestSchema,
} from '../../../shared/contracts/exemptions';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { aquifers, exemptionRules, wellUseCategories } from '../../db/schema';
import { idArray, selectRows } from '../../db/sql';
import { ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { RULE_TERMS, RULES_ROW_ID } from './load-exemption-rules';

type SaveExemptionRulesInput = z.output<typeof saveExemptionRulesRequestSchema>;

/** The ids of the list that name no row of the table. */
async function missingIds(
  db: DbOrTx,
  table: PgTable,
  idColumn: PgColumn,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await selectRows<{ id: number }>(
    db,
    sql`select ${idColumn} as id from ${table} where ${idColumn} = any(${idArray(ids)}::int[])`,
  );
  const known = new Set(found.map((row) => Number(row.id)));
  return ids.filter((id) => !known.has(id));
}

/** "Exempt aquifers: aquifer 9 does not exist." or "...: aquifers 8 and 9 do not exist." */
function missingText(label: string, one: string, many: string, ids: readonly number[]): string {
  if (ids.length === 1) return `${label}: ${one} ${ids[0]} does not exist.`;
  const listed =
    ids.length > 5
      ? `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more`
      : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`;
  return `${label}: ${many} ${listed} do not exist.`;
}

/** Refuses aquifer or category ids that name nothing, naming the field (400). */
async function assertRuleIdsExist(db: DbOrTx, input: SaveExemptionRulesInput): Promise<void> {
  const errors: Record<string, string> = {};
  const aquifersMissing = await missingIds(db, aquifers, aquifers.id, input.aquiferIds);
  if (aquifersMissing.length > 0) {
    errors.aquiferIds = missingText('Exempt aquifers', 'aquifer', 'aquifers', aquifersMissing);
  }
  const categoriesMissing = await missingIds(
    db,
    wellUseCategories,
    wellUseCategories.id,
    input.wellUseCategoryIds,
  );
  if (categoriesMissing.length > 0) {
    errors.wellUseCategoryIds = missingText(
      'Exempt well-use categories',
      'category',
      'categories',
      categoriesMissing,
    );
  }
  const [first] = Object.values(errors);
  if (first) throw new ValidationError(first, errors);
}

/**
 * PUT Exemption/SaveExemptionRules (Admin): replaces the rules, audited with what they were. The
 * row is held for the transaction, so two saves audit each other's rules as "before". No well's
 * flag changes: staff review what the rules say and set each well themselves.
 */
export async function saveExemptionRules(
  db: DbOrTx,
  caller: Caller,
  input: SaveExemptionRulesInput,
): Promise<SavedResponse> {
  return db.transaction(async (tx) => {
    await assertRuleIdsExist(tx, input);
    const [before] = await tx
      .select(RULE_TERMS)
      .from(exemptionRules)
      .where(eq(exemptionRules.id, RULES_ROW_ID))
      .for('update');
    const change = { ...input, updatedBy: caller.id, updatedAt: new Date() };
    await tx
      .insert(exemptionRules)
      .values({ id: RULES_ROW_ID, ...change })
      .onConflictDoUpdate({ target: exemptionRules.id, set: change });
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'save-exemption-rules',
      entity: 'exemption-rules',
      entityId: RULES_ROW_ID,
      before: before ?? null,
      after: input,
    });
    return { message: EXEMPTION_RULES_SAVED, id: RULES_ROW_ID };
  });
}
