import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downloadMissingReportsEndpoint,
  getMissingReportsEndpoint,
  sendRemindersEndpoint,
  type MissingReportsDownloadQuery,
  type MissingReportsQuery,
  type SendRemindersRequest,
} from '../../../shared/contracts/reporting-calendar';
import { useToast } from '../../components/toast/use-toast';
import { api, errorMessage } from '../../lib/api';

/** Under 'reporting', with the calendar (calendar-api.ts), whose save refreshes these too. */
const missingReportsKeys = {
  all: ['reporting', 'missing-reports'] as const,
  page: (query: MissingReportsQuery) => ['reporting', 'missing-reports', query] as const,
};

/** One page of the missing reports; while another page or filter loads, the last one stays. */
export function useMissingReports(query: MissingReportsQuery) {
  return useQuery({
    queryKey: missingReportsKeys.page(query),
    queryFn: ({ signal }) => api(getMissingReportsEndpoint, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Reminds the clients named (none: every client with a report due or missing) and says what the
 * server did; whatever the answer, the list is read again for the reminders it now shows.
 */
export function useSendReminders() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (body: SendRemindersRequest) => api(sendRemindersEndpoint, { body }),
    onSuccess: (answer) =>
      answer.failed > 0 ? toast.warning(answer.message) : toast.success(answer.message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missingReportsKeys.all }),
  });
}

/** The missing reports the filters match, as the server's CSV file. */
export function fetchMissingReportsCsv(query: MissingReportsDownloadQuery): Promise<Blob> {
  return api(downloadMissingReportsEndpoint, { query });
}
