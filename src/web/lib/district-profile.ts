import { queryOptions } from '@tanstack/react-query';
import { getDistrictProfileEndpoint } from '../../shared/contracts/district';
import { api } from './api';

/** The district profile query, shared by the invoice pages (read) and the profile page (kept). */
export function districtProfileQuery() {
  return queryOptions({
    queryKey: ['district-profile'] as const,
    queryFn: async () => (await api(getDistrictProfileEndpoint)).data,
    staleTime: 5 * 60_000,
  });
}
