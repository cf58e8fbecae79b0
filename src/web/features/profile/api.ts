import { useQuery } from '@tanstack/react-query';
import { getLoggedInUserEndpoint } from '../../../shared/contracts/users';
import { api } from '../../lib/api';

export const loggedInUserKey = ['users', 'logged-in'] as const;

export function useLoggedInUser() {
  return useQuery({
    queryKey: loggedInUserKey,
    queryFn: () => api(getLoggedInUserEndpoint),
  });
}
