import { z } from 'zod';
import { createApiKeyRequestSchema } from '../../../shared/contracts/api-keys';
import { blankToNull } from '../../components/meters/form-numbers';

const key = createApiKeyRequestSchema.shape;

/**
 * Create key as its fields hold it (no expiry as a blank date), through CreateApiKey's own field
 * rules, so their messages apply unchanged. Whether the expiry is after today is the server's to say:
 * the district's today, not the browser's.
 */
export const apiKeyFormSchema = z.object({
  name: key.name,
  scopes: key.scopes,
  expiresOn: blankToNull().pipe(key.expiresOn),
});
export type ApiKeyFormValues = z.input<typeof apiKeyFormSchema>;
export type ApiKeyFormOutput = z.output<typeof apiKeyFormSchema>;

export const EMPTY_API_KEY_FORM: ApiKeyFormValues = { name: '', scopes: [], expiresOn: '' };
