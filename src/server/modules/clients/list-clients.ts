import { and, asc, eq } from 'drizzle-orm';
import type { ClientListResponse } from '../../../shared/contracts/clients';
import { clients } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';
import type { AppContext } from '../context';

/** GET Client/GetAllClients: every client for staff, one's own below staff level, by name. */
export async function listClients(
  context: AppContext,
  caller: Caller,
  input: { isActive?: boolean },
): Promise<ClientListResponse> {
  const data = await context.database.db
    .select()
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
