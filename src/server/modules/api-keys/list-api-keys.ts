import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ApiKeyRow } from '../../../shared/contracts/api-keys';
import type { ListResponse } from '../../../shared/contracts/common';
import type { DbOrTx } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { userNameSql } from '../users';

/** The name of the user a column points at, or null (no user, e.g. the demo's key). */
function userNameOf(column: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${userNameSql} from ${users} where ${users.id} = ${column})`;
}

/** Accepted on `today`: not revoked, and its last day not passed. */
export function isKeyActive(
  key: { revokedAt: Date | null; expiresOn: string | null },
  today: string,
): boolean {
  return key.revokedAt === null && (key.expiresOn === null || key.expiresOn >= today);
}

/**
 * GET ApiKey/GetApiKeys (Admin): every key, newest first, with who created and revoked it and when
 * it was last used. Never the key or its hash: only the first characters kept to tell keys apart.
 */
export async function listApiKeys(db: DbOrTx, today: string): Promise<ListResponse<ApiKeyRow>> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      expiresOn: apiKeys.expiresOn,
      createdBy: userNameOf(apiKeys.createdBy),
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      revokedBy: userNameOf(apiKeys.revokedBy),
    })
    .from(apiKeys)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return {
    message: `${rows.length} API keys found.`,
    data: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      isActive: isKeyActive(row, today),
    })),
  };
}
