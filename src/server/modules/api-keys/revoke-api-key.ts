import { and, eq, isNull } from 'drizzle-orm';
import { API_KEY_REVOKED } from '../../../shared/contracts/api-keys';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';

export const API_KEY_NOT_FOUND = 'API key not found.';

/**
 * PUT ApiKey/RevokeApiKey (Admin): the key is refused from the next call on, on every instance (the
 * read API looks every key up in the database). Revoking a revoked key changes nothing and answers
 * the same; audited once, when it is revoked.
 */
export async function revokeApiKey(db: DbOrTx, caller: Caller, id: number): Promise<{ message: string }> {
  const revokedAt = new Date();
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt, revokedBy: caller.id })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
    if (!revoked) {
      const [existing] = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id));
      if (!existing) throw new NotFoundError(API_KEY_NOT_FOUND);
      return { message: API_KEY_REVOKED };
    }
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'revoke-api-key',
      entity: 'api-key',
      entityId: id,
      before: { name: revoked.name, prefix: revoked.prefix, revokedAt: null },
      after: { revokedAt: revokedAt.toISOString() },
    });
    return { message: API_KEY_REVOKED };
  });
}
