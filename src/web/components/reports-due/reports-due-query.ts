import { useQuery } from '@tanstack/react-query';
import { getClientReportsDueEndpoint } from '../../../shared/contracts/reporting-calendar';
import { api } from '../../lib/api';

/** What the caller's wells owe: one client's, or (no id) those of every client the caller may see. */
export const reportsDueKeys = {
  all: ['reports-due'] as const,
  list: (clientId: number | undefined) => ['reports-due', clientId ?? 'all'] as const,
};

/**
 * The reports the wells owe, read again each time a page shows them: a report is made on another
 * page (a reading, a pumpage file), and coming back must show it made without every place that saves
 * one having to know of this list.
 */
export function useReportsDue(clientId: number | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: reportsDueKeys.list(clientId),
    queryFn: ({ signal }) => api(getClientReportsDueEndpoint, { query: { clientId } }, { signal }),
    staleTime: 0,
  });
}
