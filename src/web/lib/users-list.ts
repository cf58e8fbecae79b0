import { queryOptions } from '@tanstack/react-query';
import { listUsersEndpoint } from '../../shared/contracts/user-admin';
import { api } from './api';

/*
 * The users list (GET Users) is cached under one key for every screen that shows it: the users
 * screens and the audit log's "who" filter read the same entry, and a save that changes a user
 * (users screens, a client's users) invalidates `usersKeys.all`, which covers the list.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
};

/** The users list as every screen fetches it; each picks what it needs with `select`. */
export const usersListQuery = () =>
  queryOptions({ queryKey: usersKeys.list, queryFn: () => api(listUsersEndpoint) });
