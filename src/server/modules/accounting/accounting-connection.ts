import { eq, sql } from 'drizzle-orm';
import type { AccountingConnection } from '../../../shared/contracts/accounting';
import { ACCOUNTING_NOT_CONNECTED } from '../../../shared/contracts/accounting';
import type { DbOrTx } from '../../db/client';
import { accountingConnections, users } from '../../db/schema';
import { ConflictError } from '../../errors';
import {
  AccountingAccessTokenRejected,
  AccountingReconnectRequired,
  type AccountingCompany,
  type AccountingService,
  type AccountingTokens,
} from '../../integrations/accounting/accounting-service';
import { openToken, sealToken } from './token-cipher';
import { userNameSql } from '../users';

/** The accounting service and the key its tokens are sealed with: what every accounting use case needs. */
export interface AccountingAccess {
  service: AccountingService;
  tokenKey: Buffer;
}

export type ConnectionRow = typeof accountingConnections.$inferSelect;

/** Refresh this long before the access token runs out, so a sync never starts with one about to. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The district's connection row (one at most), whatever its status. */
export async function readConnection(db: DbOrTx): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(accountingConnections).limit(1);
  return row ?? null;
}

/** GET Accounting/GetConnection: the status the screens show. */
export async function connectionStatus(
  db: DbOrTx,
  service: AccountingService,
): Promise<AccountingConnection> {
  const [row] = await db
    .select({
      connection: accountingConnections,
      byName: userNameSql,
    })
    .from(accountingConnections)
    .leftJoin(users, eq(users.id, accountingConnections.connectedBy))
    .limit(1);
  const connection = row?.connection;
  const connected = connection && connection.status !== 'disconnected';
  return {
    service: service.kind,
    serviceName: service.serviceName,
    environment: service.environment,
    status: !connected
      ? 'not_connected'
      : connection.status === 'needs_reconnection'
        ? 'needs_reconnection'
        : 'connected',
    realmId: connected ? connection.realmId : null,
    connectedAt: connected ? connection.connectedAt.toISOString() : null,
    connectedBy: connected ? (row.byName ?? null) : null,
    problem: connected ? connection.problem : null,
  };
}

/** The tokens as they are stored: sealed, with their expiry. */
export function sealedTokens(key: Buffer, tokens: AccountingTokens) {
  return {
    accessToken: sealToken(key, tokens.accessToken),
    refreshToken: sealToken(key, tokens.refreshToken),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
  };
}

export async function markNeedsReconnection(
  db: DbOrTx,
  connectionId: number,
  problem: string,
): Promise<void> {
  await db
    .update(accountingConnections)
    .set({ status: 'needs_reconnection', problem: problem.slice(0, 500), updatedAt: sql`now()` })
    .where(eq(accountingConnections.id, connectionId));
}

/**
 * One refresh at a time per connection in this process: the service rotates refresh tokens, and two
 * refreshes racing with the same one would leave the older answer stored.
 */
const refreshing = new Map<number, Promise<string>>();

/** A current access token, refreshed (and the newest refresh token stored) when it is about to expire. */
async function accessToken(
  db: DbOrTx,
  access: AccountingAccess,
  connection: ConnectionRow,
  force: boolean,
): Promise<string> {
  const fresh = connection.accessTokenExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS;
  if (fresh && !force) return openToken(access.tokenKey, connection.accessToken);
  const running = refreshing.get(connection.id);
  if (running) return running;
  const refresh = (async () => {
    try {
      const tokens = await access.service.refresh(openToken(access.tokenKey, connection.refreshToken));
      await db
        .update(accountingConnections)
        .set({ ...sealedTokens(access.tokenKey, tokens), updatedAt: sql`now()` })
        .where(eq(accountingConnections.id, connection.id));
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof AccountingReconnectRequired) {
        await markNeedsReconnection(db, connection.id, error.serviceMessage);
      }
      throw error;
    } finally {
      refreshing.delete(connection.id);
    }
  })();
  refreshing.set(connection.id, refresh);
  return refresh;
}

/**
 * Runs `work` against the connected company's books. An access token the service refuses is
 * refreshed and the work run once more, which is safe because every sync step finds before it
 * creates and names its writes by request id. Never call this inside a transaction: the service is
 * called over the network (and the sandbox ledger uses the database itself).
 */
export async function withCompany<T>(
  db: DbOrTx,
  access: AccountingAccess,
  work: (company: AccountingCompany, connection: ConnectionRow) => Promise<T>,
): Promise<T> {
  const connection = await readConnection(db);
  if (!connection || connection.status === 'disconnected') throw new ConflictError(ACCOUNTING_NOT_CONNECTED);
  if (connection.status === 'needs_reconnection') {
    throw new AccountingReconnectRequired(connection.problem ?? 'The connection needs reconnecting.');
  }
  const run = async (force: boolean) =>
    work(
      access.service.company(connection.realmId, await accessToken(db, access, connection, force)),
      connection,
    );
  try {
    return await run(false);
  } catch (error) {
    if (!(error instanceof AccountingAccessTokenRejected)) throw error;
    return run(true);
  }
}
