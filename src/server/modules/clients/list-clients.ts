import { and, asc, eq } from 'drizzle-orm';
import type { ClientListResponse } from '../../../shared/contracts/clients';
import { clientListView } from '../../../shared/rules/access';
import { clients } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';
import type { DbOrTx } from '../../db/client';

const SUMMARY_COLUMNS = { id: clients.id, name: clients.name, isActive: clients.isActive };

/**
 * GET Client/GetAllClients: every client for staff, one's own below staff level, by name; below
 * level 40 only the summary (clientListView).
 */
export async function listClients(
  db: DbOrTx,
  caller: Caller,
  input: { isActive?: boolean },
): Promise<ClientListResponse> {
  const query = clientListView(caller.accessLevel) === 'full' ? db.select() : db.select(SUMMARY_COLUMNS);
  const data = await query
    .from(clients)
    .where(
      and(
        scopeToCaller(caller, clients.id),
        input.isActive === undefined ? undefined : eq(clients.isActive, input.isActive),
      ),
    )
    .orderBy(asc(clients.name), asc(clients.id));
  return { message: 'OK', data };
}
