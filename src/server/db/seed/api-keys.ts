import { API_KEY_SCOPES } from '../../../shared/states';
import { hashApiKey, shownPrefix } from '../../modules/api-keys/api-key-text';
import type { DbOrTx } from '../client';
import { apiKeys } from '../schema';

/**
 * The demo's API key, published in the README so anyone trying the demo can call the read API
 * (`X-Api-Key: gwd_demo_...`). A demo value only: a real district's keys are made by an Admin and
 * shown once.
 */
export const DEMO_API_KEY = 'gwd_demo_read_api_key_for_the_demo_district_0001';
export const DEMO_API_KEY_NAME = 'Demo agency';

/** Inserts the demo's key (every scope, no expiry); nothing when it is there already. */
export async function seedApiKeys(db: DbOrTx): Promise<void> {
  await db
    .insert(apiKeys)
    .values({
      name: DEMO_API_KEY_NAME,
      prefix: shownPrefix(DEMO_API_KEY),
      keyHash: hashApiKey(DEMO_API_KEY),
      scopes: [...API_KEY_SCOPES],
      expiresOn: null,
    })
    .onConflictDoNothing({ target: apiKeys.keyHash });
}
