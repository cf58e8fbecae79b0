import { API_KEY_SCOPES, type ApiKeyScope } from '../../../shared/states';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { generateApiKey, hashApiKey, shownPrefix } from '../../modules/api-keys/api-key-text';

/**
 * An agency's key stored as CreateApiKey stores it (its hash and first characters), with every
 * scope unless told; answers the row's id and the key to send.
 */
export async function insertApiKey(
  db: DbOrTx,
  values: {
    scopes?: ApiKeyScope[];
    expiresOn?: string | null;
    revokedAt?: Date | null;
    name?: string;
    /** An explicit id, e.g. one far from the small ids a generated request names. */
    id?: number;
  } = {},
): Promise<{ id: number; key: string }> {
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      ...(values.id === undefined ? {} : { id: values.id }),
      name: values.name ?? 'Test agency',
      prefix: shownPrefix(key),
      keyHash: hashApiKey(key),
      scopes: values.scopes ?? [...API_KEY_SCOPES],
      expiresOn: values.expiresOn ?? null,
      revokedAt: values.revokedAt ?? null,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('api key insert returned nothing');
  return { id: row.id, key };
}
