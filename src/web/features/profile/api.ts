import { useQuery } from '@tanstack/react-query';
import type { LoggedInUserResponse } from '../../../shared/contracts/users';
import { api } from '../../lib/api';

export const loggedInUserKey = ['users', 'logged-in'] as const;

export function useLoggedInUser() {
  return useQuery({
    queryKey: loggedInUserKey,
    queryFn: () => api.get<LoggedInUserResponse>('Users/GetLoggedInUser'),
  });
}
