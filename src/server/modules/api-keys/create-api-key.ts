import type { z } from 'zod';
import {
  API_KEY_CREATED,
  API_KEY_EXPIRY_PAST,
  type createApiKeyRequestSchema,
} from '../../../shared/contracts/api-keys';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { generateApiKey, hashApiKey, shownPrefix } from './api-key-text';

export type CreateApiKeyInput = z.output<typeof createApiKeyRequestSchema>;

export interface ApiKeyCreated {
  message: string;
  id: number;
  /** The key itself: answered this once, never stored. */
  key: string;
}

/**
 * POST ApiKey/CreateApiKey (Admin): a new key for an agency. Only its hash and first characters are
 * stored, so this answer is the key's only appearance; the audit entry names the key by its prefix.
 * An expiry must be after the district's today: a key that never works is a mistake.
 */
export async function createApiKey(
  db: DbOrTx,
  caller: Caller,
  input: CreateApiKeyInput,
  today: string,
): Promise<ApiKeyCreated> {
  if (input.expiresOn !== null && input.expiresOn <= today) {
    throw new ValidationError(API_KEY_EXPIRY_PAST, { expiresOn: API_KEY_EXPIRY_PAST });
  }
  const key = generateApiKey();
  const stored = {
    name: input.name,
    prefix: shownPrefix(key),
    scopes: input.scopes,
    expiresOn: input.expiresOn,
  };
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({ ...stored, keyHash: hashApiKey(key), createdBy: caller.id })
      .returning({ id: apiKeys.id });
    if (!created) throw new Error('api key insert returned nothing');
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'create-api-key',
      entity: 'api-key',
      entityId: created.id,
      after: stored,
    });
    return { message: API_KEY_CREATED, id: created.id, key };
  });
}
