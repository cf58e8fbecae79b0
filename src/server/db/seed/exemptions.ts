import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { exemptionRules, wellUseCategories } from '../schema';
import type { WellUseCategoryName } from './reference-data';

/** The demo's categories exempt by rule: Louisiana's agriculture, as the demo names it. */
const EXEMPT_CATEGORIES: readonly WellUseCategoryName[] = ['Irrigation', 'Livestock and Aquaculture'];

/**
 * The demo district's exemption rules, Louisiana's defaults as far as the demo has them: wells under
 * 400 ft, the irrigation and livestock categories, and wells pumping under 50,000 gallons a day. No
 * aquifer: the demo's are the Baton Rouge sands, none of them alluvial. The wells' flags stay as
 * generated, so the review shows staff wells the rules and the flags disagree on.
 */
export async function seedExemptionRules(db: DbOrTx): Promise<void> {
  const categories = await db
    .select({ id: wellUseCategories.id })
    .from(wellUseCategories)
    .where(inArray(wellUseCategories.description, [...EXEMPT_CATEGORIES]))
    .orderBy(wellUseCategories.id);
  if (categories.length !== EXEMPT_CATEGORIES.length) {
    throw new Error(`The demo's well-use categories ${EXEMPT_CATEGORIES.join(' and ')} are missing`);
  }
  const rules = {
    maxDepthFeet: 400,
    aquiferIds: [],
    wellUseCategoryIds: categories.map((category) => category.id),
    minCapacityGallonsPerDay: 50_000,
    updatedBy: null,
    updatedAt: new Date(),
  };
  await db
    .insert(exemptionRules)
    .values({ id: 1, ...rules })
    .onConflictDoUpdate({ target: exemptionRules.id, set: rules });
}
