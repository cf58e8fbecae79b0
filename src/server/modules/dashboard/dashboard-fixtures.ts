import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aquifers, dailyPumpage, parishes, roles, userRoles, wells, wellUses } from '../../db/schema';
import { insertUser } from '../../test/fixtures';

let wellSequence = 0;

/** A well of the client with the given lookups; everything else left empty. */
export async function insertWell(
  db: DbOrTx,
  values: { clientId: number; aquiferId?: number; parishId?: number; wellUseId?: number; isActive?: boolean },
) {
  wellSequence += 1;
  const [well] = await db
    .insert(wells)
    .values({
      identificationNumber: `ID-${wellSequence}`,
      wellNumber: `DW-${wellSequence}`,
      latitude: 30.5,
      longitude: -91.1,
      ...values,
    })
    .returning();
  if (!well) throw new Error('well insert returned nothing');
  return well;
}

export async function insertDailyRows(db: DbOrTx, wellId: number, rows: [date: string, kgal: number][]) {
  await db.insert(dailyPumpage).values(rows.map(([date, pumpage]) => ({ wellId, date, pumpage })));
}

/** Two of each lookup, for filter combinations. */
export async function insertLookups(db: DbOrTx) {
  const [aquiferX, aquiferY] = await db
    .insert(aquifers)
    .values([
      { aquiferId: 'AX', name: 'Aquifer X' },
      { aquiferId: 'AY', name: 'Aquifer Y' },
    ])
    .returning();
  const [parishP, parishQ] = await db
    .insert(parishes)
    .values([
      { parishId: 'PP', name: 'Parish P' },
      { parishId: 'PQ', name: 'Parish Q' },
    ])
    .returning();
  const [useU, useV] = await db
    .insert(wellUses)
    .values([{ wellUseId: 'UU' }, { wellUseId: 'UV' }])
    .returning();
  if (!aquiferX || !aquiferY || !parishP || !parishQ || !useU || !useV)
    throw new Error('lookup insert failed');
  return { aquiferX, aquiferY, parishP, parishQ, useU, useV };
}

/**
 * A user at exactly level 20 (dashboard, no invoices): no role has that level today
 * (docs/decisions/0002), so the test adds one.
 */
export async function insertLevel20User(db: DbOrTx, email: string, clientIds: number[]) {
  const [role] = await db
    .insert(roles)
    .values({ name: 'Metered User', accessLevel: 20 })
    .onConflictDoUpdate({ target: roles.name, set: { accessLevel: sql`excluded.access_level` } })
    .returning();
  if (!role) throw new Error('role insert returned nothing');
  const user = await insertUser(db, { email, clientIds });
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user;
}
