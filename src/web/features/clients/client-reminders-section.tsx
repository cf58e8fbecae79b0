import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  getClientRemindersEndpoint,
  REMINDER_KIND_LABELS,
  REMINDER_OUTCOME_LABELS,
  type ClientReminder,
} from '../../../shared/contracts/reporting-calendar';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { FormSection } from '../../components/form/form-section';
import { queryTableState } from '../../components/query-table-state';
import { api } from '../../lib/api';

export const clientRemindersKey = (clientId: number) => ['reporting-reminders', clientId] as const;

/** The reporting reminders sent to a client, newest first (the server keeps the latest 500). */
function useClientReminders(clientId: number) {
  return useQuery({
    queryKey: clientRemindersKey(clientId),
    queryFn: ({ signal }) => api(getClientRemindersEndpoint, { query: { clientId } }, { signal }),
    select: (response) => response.data,
  });
}

/** "Due soon", "Overdue", or "Still overdue #2": the weekly reminders are numbered. */
export function reminderKindText(reminder: Pick<ClientReminder, 'kind' | 'sequence'>): string {
  const label = REMINDER_KIND_LABELS[reminder.kind];
  return reminder.kind === 'still-overdue' ? `${label} #${reminder.sequence}` : label;
}

/** When it went to the mail server, or, not sent (yet), when the run took it up. */
function formatWhen(instant: string): string {
  return new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const COLUMNS: TableColumn<ClientReminder>[] = [
  {
    id: 'period',
    header: 'Period',
    accessorFn: (reminder) => reminder.periodLabel,
    // By the period, not its name: "April 2026" comes after "March 2026".
    sortingFn: (a, b) => a.original.periodKey.localeCompare(b.original.periodKey),
  },
  { id: 'kind', header: 'Kind', accessorFn: reminderKindText },
  { id: 'wells', header: 'Wells', accessorFn: (reminder) => reminder.wellNumbers.join(', ') },
  { accessorKey: 'recipients', header: 'Recipients' },
  {
    id: 'sentAt',
    header: 'Sent',
    // The instant itself, so the column sorts by time; shown in words.
    accessorFn: (reminder) => reminder.sentAt ?? reminder.claimedAt,
    cell: ({ getValue }) => formatWhen(getValue<string>()),
  },
  {
    id: 'outcome',
    header: 'Outcome',
    accessorFn: (reminder) => REMINDER_OUTCOME_LABELS[reminder.outcome],
    cell: ({ row, getValue }) => (
      <>
        {getValue<string>()}
        {row.original.outcome === 'failed' && row.original.detail && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {row.original.detail}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'sentBy', header: 'Sent By', accessorFn: (reminder) => reminder.sentBy ?? 'Scheduled' },
];

/**
 * "Reporting reminders" of the client page: each reminder of a missing report sent to the client,
 * with the wells it named, whom it went to and what became of it. Staff and the client's managers
 * (the page's users) read it; nothing here changes.
 */
export function ClientRemindersSection({ clientId }: { clientId: number }) {
  const reminders = useClientReminders(clientId);
  return (
    <FormSection title="Reporting reminders" framed>
      <DataTable<ClientReminder>
        label="Reporting reminders"
        columns={COLUMNS}
        data={reminders.data}
        {...queryTableState(reminders)}
        emptyText="No reminders sent yet."
        getRowId={(reminder) => String(reminder.id)}
        pageSize={10}
      />
    </FormSection>
  );
}
