import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignClientUsersEndpoint,
  createClientEndpoint,
  getClientEndpoint,
  isFullClient,
  listUnassignedUsersEndpoint,
  removeUserAssignmentEndpoint,
  updateClientEndpoint,
  type AssignClientUsers,
  type ClientSave,
} from '../../../shared/contracts/clients';
import { api } from '../../lib/api';
import { useKeyedSend } from '../../lib/submission-key';
import { clientsLookup, useInvalidateLookup } from '../../lib/lookup-cache';
import { usersKeys } from '../../lib/users-list';

export const clientKeys = {
  all: ['clients'] as const,
  detail: (clientId: number) => ['clients', 'detail', clientId] as const,
  unassignedUsers: ['users', 'unassigned'] as const,
};

/** The Clients page is staff-only, and staff read every client in full (clientListView). */
export function useClients() {
  return useQuery({ ...clientsLookup(), select: (clients) => clients.filter(isFullClient) });
}

export function useClient(clientId: number | undefined) {
  return useQuery({
    queryKey: clientKeys.detail(clientId ?? 0),
    queryFn: () => api(getClientEndpoint, { query: { clientId: clientId ?? 0 } }),
    enabled: clientId !== undefined,
  });
}

/** Create when there is no id, update otherwise; both refresh every client query and list. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  const invalidateLookup = useInvalidateLookup();
  return useMutation({
    mutationFn: useKeyedSend((client: ClientSave, requestKey: string) =>
      client.id
        ? api(updateClientEndpoint, { body: { ...client, id: client.id } })
        : api(createClientEndpoint, { query: { requestKey }, body: client }),
    ),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: clientKeys.all }), invalidateLookup('clients')]),
  });
}

export function useUnassignedUsers(enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.unassignedUsers,
    queryFn: () => api(listUnassignedUsersEndpoint),
    select: (response) => response.data,
    enabled,
  });
}

function useRefreshClientUsers() {
  const queryClient = useQueryClient();
  return async (clientId: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }),
      queryClient.invalidateQueries({ queryKey: clientKeys.unassignedUsers }),
      // The users screens show each user's client.
      queryClient.invalidateQueries({ queryKey: usersKeys.all }),
    ]);
  };
}

export function useAssignClientUsers() {
  const refresh = useRefreshClientUsers();
  return useMutation({
    mutationFn: (input: AssignClientUsers) => api(assignClientUsersEndpoint, { body: input }),
    onSuccess: (_result, input) => refresh(input.clientId),
  });
}

export function useRemoveUserAssignment() {
  const refresh = useRefreshClientUsers();
  return useMutation({
    mutationFn: (input: { clientId: number; userId: number }) =>
      api(removeUserAssignmentEndpoint, { query: input }),
    onSuccess: (_result, input) => refresh(input.clientId),
  });
}
