import type { DbOrTx } from '../client';
import { aquifers, parishes, wellUseCategories, wellUses } from '../schema';
import { AQUIFERS, PARISHES, WELL_USE_CATEGORIES, WELL_USES } from './reference-data';

/** Database ids of the reference rows by their codes. */
export interface ReferenceIds {
  parishes: Map<string, number>;
  aquifers: Map<string, number>;
  wellUses: Map<string, number>;
}

/** Inserts the reference lists, keeping rows that already exist with the same code. */
export async function insertReferenceData(db: DbOrTx): Promise<ReferenceIds> {
  await db
    .insert(parishes)
    .values(PARISHES.map(({ parishId, name }) => ({ parishId, name })))
    .onConflictDoNothing();
  await db
    .insert(aquifers)
    .values(AQUIFERS.map(({ aquiferId, name }) => ({ aquiferId, name })))
    .onConflictDoNothing();

  const existingCategories = await db.select().from(wellUseCategories);
  const missing = WELL_USE_CATEGORIES.filter(
    (name) => !existingCategories.some((row) => row.description === name),
  );
  if (missing.length > 0)
    await db.insert(wellUseCategories).values(missing.map((description) => ({ description })));
  const categories = await db.select().from(wellUseCategories);
  const categoryId = new Map(categories.map((row) => [row.description, row.id]));

  await db
    .insert(wellUses)
    .values(
      WELL_USES.map(({ wellUseId, description, classification, category }) => ({
        wellUseId,
        description,
        classification,
        wellUseCategoryId: categoryId.get(category),
      })),
    )
    .onConflictDoNothing();

  const [parishRows, aquiferRows, useRows] = [
    await db.select().from(parishes),
    await db.select().from(aquifers),
    await db.select().from(wellUses),
  ];
  return {
    parishes: new Map(parishRows.map((row) => [row.parishId, row.id])),
    aquifers: new Map(aquiferRows.map((row) => [row.aquiferId, row.id])),
    wellUses: new Map(useRows.map((row) => [row.wellUseId, row.id])),
  };
}
