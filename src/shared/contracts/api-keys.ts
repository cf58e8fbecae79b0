import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { API_KEY_SCOPES } from '../states';
import { calendarDate, idParam, listResponseSchema, messageResponseSchema, requiredText } from './common';
import { defineEndpoint } from './endpoint';

/*
 * Keys for other agencies to read the public API (`/api/public/v1/`). A key is shown once, when it
 * is created; the district keeps only its hash. Admin only.
 */

const tag = 'API keys';

/** The header a key travels in. */
export const API_KEY_HEADER = 'X-Api-Key';

export const API_KEY_SCOPE_LABELS: Readonly<Record<(typeof API_KEY_SCOPES)[number], string>> = {
  wells: 'Wells',
  pumpage: 'Pumpage',
  levels: 'Water levels',
};

export const createApiKeyRequestSchema = z.object({
  name: requiredText('Name', 100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Scopes are wells, pumpage or levels' }), {
      error: 'Choose at least one scope',
    })
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** The last day the key works; null: until revoked. */
  expiresOn: calendarDate('Use an expiry date such as 2027-12-31')
    .nullish()
    .transform((value) => value ?? null),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** The expiry must be a day after today: a key that never works is a mistake. */
export const API_KEY_EXPIRY_PAST = 'The expiry date must be after today';

export const API_KEY_CREATED = 'API key created. Copy it now: it will not be shown again.';
export const API_KEY_REVOKED = 'API key revoked';

export const createApiKeyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ApiKey/CreateApiKey',
  tag,
  description:
    'Creates a key for an agency (Admin only); audited. The answer carries the key itself, its only appearance: the district keeps its hash. Takes no request key, so the key is never stored to answer a retry.',
  access: { minLevel: ACCESS.admin },
  body: createApiKeyRequestSchema,
  response: z.object({ message: z.string(), id: z.number().int(), key: z.string() }),
});

export const apiKeyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; never the key. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expiresOn: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** Accepted today: neither revoked nor past its expiry. */
  isActive: z.boolean(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

export const getApiKeysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ApiKey/GetApiKeys',
  tag,
  description: 'Every key, newest first, with when it was last used (Admin only). Never the keys themselves.',
  access: { minLevel: ACCESS.admin },
  response: listResponseSchema(apiKeyRowSchema),
});

export const revokeApiKeyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/ApiKey/RevokeApiKey',
  tag,
  description:
    'Revokes a key at once on every instance (Admin only); audited. Revoking it again changes nothing.',
  access: { minLevel: ACCESS.admin },
  query: z.object({ id: idParam }),
  response: messageResponseSchema,
});
