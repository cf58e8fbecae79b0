import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createApiKeyEndpoint,
  getApiKeysEndpoint,
  revokeApiKeyEndpoint,
  type CreateApiKeyRequest,
} from '../../../shared/contracts/api-keys';
import { api } from '../../lib/api';

/*
 * The keys' list sits under 'api-keys'; a new or revoked key reads it again. The key itself comes
 * only in CreateApiKey's answer, which the dialog shows and no query keeps.
 */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
};

/** Every key, newest first, with when it was last used; never the keys themselves. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => api(getApiKeysEndpoint, undefined, { signal }),
  });
}

/**
 * Creates a key. CreateApiKey takes no request key on purpose (the server would have to keep the
 * key to answer a retry), so a submission is sent once and not retried.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => api(createApiKeyEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** Revokes a key at once; the list is read again. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(revokeApiKeyEndpoint, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
