import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCalendarEndpoint,
  saveCalendarEndpoint,
  type SaveCalendarRequest,
} from '../../../shared/contracts/reporting-calendar';
import { api } from '../../lib/api';

/*
 * The reporting queries all sit under 'reporting': the calendar here, the missing reports in
 * missing-reports-api.ts (apart, so that each page's chunk holds its own calls). A change to the
 * calendar moves periods and due dates, so a save refreshes both.
 */
const REPORTING_KEY = ['reporting'] as const;
const calendarKey = [...REPORTING_KEY, 'calendar'] as const;

/** Every version of the calendar, the period running today and the first day a change may apply. */
export function useCalendar() {
  return useQuery({
    queryKey: calendarKey,
    queryFn: async ({ signal }) => (await api(getCalendarEndpoint, undefined, { signal })).data,
  });
}

/** Adds a version of the calendar (the Admin's); the calendar and the missing reports are read again. */
export function useSaveCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCalendarRequest) => api(saveCalendarEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTING_KEY }),
  });
}
