import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedResponse } from '../../../shared/contracts/common';
import type {
  AddUserRequest,
  UpdateUserRequest,
  UserListResponse,
  UserResponse,
} from '../../../shared/contracts/user-admin';
import type { Role } from '../../../shared/contracts/users';
import { api } from '../../lib/api';

/** What the user form needs of a client: the registration code fills in when it is chosen. */
export interface ClientOption {
  id: number;
  name: string;
  registrationCode: string;
}

export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  detail: (id: number, clientId: number | null) => ['users', 'detail', id, clientId] as const,
  roles: ['roles'] as const,
  // The clients feature reads the same list under this key, so a client save refreshes both.
  clients: ['clients', 'list'] as const,
};

export function useUsers() {
  return useQuery({
    queryKey: userKeys.list,
    queryFn: () => api.get<UserListResponse>('Users/GetAllUsers'),
    select: (response) => response.data,
  });
}

/** GET Users/GetUser?clientId&id: the Edit User modal reads the user fresh. */
export function useUser(id: number, clientId: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id, clientId),
    queryFn: () => api.get<UserResponse>('Users/GetUser', { clientId, id }),
    select: (response) => response.data,
  });
}

export function useRoles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: userKeys.roles,
    queryFn: () => api.get<{ message: string; data: Role[] }>('Roles/GetAllRoles'),
    select: (response) => response.data,
  });
}

export function useClientOptions() {
  return useQuery({
    queryKey: userKeys.clients,
    queryFn: () => api.get<{ message: string; data: ClientOption[] }>('Client/GetAllClients'),
    select: (response) => response.data,
  });
}

function useUserMutation<Body>(send: (body: Body) => Promise<SavedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useAddUser() {
  return useUserMutation((user: AddUserRequest) => api.post<SavedResponse>('Users/AddUser', user));
}

export function useUpdateUser() {
  return useUserMutation((user: UpdateUserRequest) => api.put<SavedResponse>('Users/UpdateUser', user));
}
