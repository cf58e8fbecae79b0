import { eq } from 'drizzle-orm';
import type { WellUse } from '../../../shared/contracts/reference-data';
import type { Db } from '../../db/client';
import { wellUseCategories, wellUses } from '../../db/schema';

/** Well uses with their category's description, as the list and the form read them. */
export async function selectWellUses(db: Db, id?: number): Promise<WellUse[]> {
  const rows = await db
    .select({ wellUse: wellUses, categoryDescription: wellUseCategories.description })
    .from(wellUses)
    .leftJoin(wellUseCategories, eq(wellUses.wellUseCategoryId, wellUseCategories.id))
    .where(id === undefined ? undefined : eq(wellUses.id, id));
  return rows.map(({ wellUse, categoryDescription }) => ({
    ...wellUse,
    wellUseCategory: categoryDescription === null ? null : { description: categoryDescription },
  }));
}
