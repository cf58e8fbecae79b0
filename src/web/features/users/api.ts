import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isFullClient, type Client } from '../../../shared/contracts/clients';
import type { SavedResponse } from '../../../shared/contracts/common';
import {
  addUserEndpoint,
  getUserEndpoint,
  updateUserEndpoint,
  type AddUserRequest,
  type UpdateUserRequest,
} from '../../../shared/contracts/user-admin';
import { listRolesEndpoint } from '../../../shared/contracts/users';
import { api } from '../../lib/api';
import { useKeyedSend } from '../../lib/submission-key';
import { clientsLookup } from '../../lib/lookup-cache';
import { usersKeys, usersListQuery } from '../../lib/users-list';

/** What the user form needs of a client: the registration code fills in when it is chosen. */
export type ClientOption = Pick<Client, 'id' | 'name' | 'registrationCode'>;

export const userKeys = {
  ...usersKeys,
  detail: (id: number, clientId: number | null) => ['users', 'detail', id, clientId] as const,
  roles: ['roles'] as const,
};

export function useUsers() {
  return useQuery({ ...usersListQuery(), select: (response) => response.data });
}

/** The Edit User modal reads the user fresh. */
export function useUser(id: number, clientId: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id, clientId),
    queryFn: () => api(getUserEndpoint, { query: { clientId: clientId ?? undefined, id } }),
    select: (response) => response.data,
  });
}

export function useRoles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: userKeys.roles,
    queryFn: () => api(listRolesEndpoint),
    select: (response) => response.data,
  });
}

/** The clients a user may be given, with the registration code that fills in when one is chosen. */
export function useClientOptions() {
  return useQuery({ ...clientsLookup(), select: (clients) => clients.filter(isFullClient) });
}

function useUserMutation<Body>(send: (body: Body) => Promise<SavedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useAddUser() {
  return useUserMutation(
    useKeyedSend((user: AddUserRequest, requestKey: string) =>
      api(addUserEndpoint, { query: { requestKey }, body: user }),
    ),
  );
}

export function useUpdateUser() {
  return useUserMutation((user: UpdateUserRequest) => api(updateUserEndpoint, { body: user }));
}
