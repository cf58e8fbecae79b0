import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { ValidationError } from '../../errors';

interface WellReferences {
  clientId: number | null;
  aquiferId: number | null;
  wellUseId: number | null;
  parishId: number | null;
}

interface Found {
  client: boolean;
  aquifer: boolean;
  well_use: boolean;
  parish: boolean;
}

/** Refuses ids of a client, aquifer, well use or parish that do not exist, naming each field (400). */
export async function assertWellReferencesExist(db: DbOrTx, references: WellReferences): Promise<void> {
  const exists = (table: string, id: number | null) =>
    id === null ? sql`true` : sql`exists (select 1 from ${sql.identifier(table)} where id = ${id})`;
  const [found] = await selectRows<Found>(
    db,
    sql`select ${exists('clients', references.clientId)} as client,
      ${exists('aquifers', references.aquiferId)} as aquifer,
      ${exists('well_uses', references.wellUseId)} as well_use,
      ${exists('parishes', references.parishId)} as parish`,
  );
  const errors: Record<string, string> = {};
  if (!found?.client) errors.clientId = `Client ${references.clientId} does not exist.`;
  if (!found?.aquifer) errors.aquiferId = `Aquifer ${references.aquiferId} does not exist.`;
  if (!found?.well_use) errors.wellUseId = `Well use ${references.wellUseId} does not exist.`;
  if (!found?.parish) errors.parishId = `Parish ${references.parishId} does not exist.`;
  const [first] = Object.values(errors);
  if (first) throw new ValidationError(first, errors);
}
