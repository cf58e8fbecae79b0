import { eq } from 'drizzle-orm';
import type { ClientWellsResponse } from '../../../shared/contracts/dashboard';
import { wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findVisibleClient } from '../auth/scope';

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** GET Dashboard/GetClientWells?clientId: the client's wells for a well picker, active ones first. */
export async function listClientWells(
  db: DbOrTx,
  caller: Caller,
  input: { clientId: number },
): Promise<ClientWellsResponse> {
  await findVisibleClient(db, caller, input.clientId);
  const rows = await db
    .select({
      id: wells.id,
      wellNumber: wells.wellNumber,
      clientWellName: wells.clientWellName,
      isActive: wells.isActive,
    })
    .from(wells)
    .where(eq(wells.clientId, input.clientId));
  const data = rows.sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || naturalOrder.compare(a.wellNumber, b.wellNumber),
  );
  return { message: 'OK', data };
}
