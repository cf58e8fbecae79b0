import type { DbOrTx } from '../../db/client';
import { districtProfile } from '../../db/schema';

/** The district profile an invoice prints, with its remit-to for checks. */
export async function insertDistrictProfile(
  db: DbOrTx,
  overrides: Partial<typeof districtProfile.$inferInsert> = {},
): Promise<void> {
  await db.insert(districtProfile).values({
    id: 1,
    name: 'Capital Area Groundwater District',
    address1: '3074 Westfork Drive',
    city: 'Baton Rouge',
    state: 'LA',
    zipCode: '70816',
    remitTo: 'CAGWCD, PO Box 64526, Baton Rouge, LA 70896',
    ...overrides,
  });
}
