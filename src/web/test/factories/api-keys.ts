import type { ApiKeyRow } from '../../../shared/contracts/api-keys';
import { jsonResponse } from '../api-mock';

/** The county's GIS office's key: wells only, no expiry, created by the Admin and used once. */
export function apiKeyRow(overrides: Partial<ApiKeyRow> = {}): ApiKeyRow {
  return {
    id: 1,
    name: 'County GIS office',
    prefix: 'gwk_3f9a',
    scopes: ['wells'],
    expiresOn: null,
    createdBy: 'Ada Lovelace',
    createdAt: '2026-05-04T15:00:00.000Z',
    lastUsedAt: '2026-06-29T13:30:00.000Z',
    revokedAt: null,
    revokedBy: null,
    isActive: true,
    ...overrides,
  };
}

/** GetApiKeys' answer. */
export function apiKeysAnswer(data: ApiKeyRow[]) {
  return () => jsonResponse({ message: 'OK', data });
}
