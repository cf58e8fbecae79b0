import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isClientScoped } from '../../../shared/rules/access';
import { NotFoundError } from '../../errors';
import type { Caller } from './caller';

/**
 * The condition that limits a query on client-owned rows to the caller's clients (design.md
 * section 3, rule 4); undefined for staff, who see every client. A caller below staff level with
 * no client sees nothing.
 */
export function scopeToCaller(caller: Caller, clientIdColumn: PgColumn): SQL | undefined {
  if (!isClientScoped(caller.accessLevel)) return undefined;
  if (caller.clientIds.length === 0) return sql`false`;
  return inArray(clientIdColumn, caller.clientIds);
}

/**
 * Whether the caller may see records of this client. A record without a client (a well not yet
 * given one) is staff's alone, as scopeToCaller's `in` list never matches null.
 */
export function canSeeClient(caller: Caller, clientId: number | null): boolean {
  if (!isClientScoped(caller.accessLevel)) return true;
  return clientId !== null && caller.clientIds.includes(clientId);
}

/**
 * Refuses another client's record as if it did not exist, so a caller cannot learn which ids
 * belong to other clients.
 */
export function assertCanSeeClient(caller: Caller, clientId: number, notFoundMessage: string): void {
  if (!canSeeClient(caller, clientId)) throw new NotFoundError(notFoundMessage);
}
