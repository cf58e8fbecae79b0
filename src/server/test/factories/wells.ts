import type { DbOrTx } from '../../db/client';
import { aquifers, parishes, wells, wellUses } from '../../db/schema';

/** Test data of the wells module: reference rows and wells with sensible defaults. */
export async function insertWellReferences(db: DbOrTx) {
  const [sand400, sand600, sand1500] = await db
    .insert(aquifers)
    .values([
      { aquiferId: 'T400', name: '400-Foot Sand' },
      { aquiferId: 'T600', name: '600-Foot Sand' },
      { aquiferId: 'T1500', name: '1,500-Foot Sand' },
    ])
    .returning();
  const [eastBatonRouge, westBatonRouge] = await db
    .insert(parishes)
    .values([
      { parishId: 'TEBR', name: 'East Baton Rouge' },
      { parishId: 'TWBR', name: 'West Baton Rouge' },
    ])
    .returning();
  const [industrial, publicSupply] = await db
    .insert(wellUses)
    .values([
      { wellUseId: 'TIND', description: 'Industrial' },
      // No description: the list names it by its code.
      { wellUseId: 'TPS', description: null },
    ])
    .returning();
  if (
    !sand400 ||
    !sand600 ||
    !sand1500 ||
    !eastBatonRouge ||
    !westBatonRouge ||
    !industrial ||
    !publicSupply
  ) {
    throw new Error('reference insert returned nothing');
  }
  return { sand400, sand600, sand1500, eastBatonRouge, westBatonRouge, industrial, publicSupply };
}

let wellSequence = 0;

export async function insertWell(
  db: DbOrTx,
  values: Partial<typeof wells.$inferInsert> & { clientId: number | null },
) {
  wellSequence += 1;
  const [well] = await db
    .insert(wells)
    .values({
      identificationNumber: `USGS-${wellSequence}`,
      wellNumber: `FX-${wellSequence}`,
      ...values,
    })
    .returning();
  if (!well) throw new Error('well insert returned nothing');
  return well;
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
