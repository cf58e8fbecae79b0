import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  MISSING_REPORT_SORTS,
  type MissingReport,
  type MissingReportSort,
} from '../../../shared/contracts/reporting-calendar';
import { formatDay } from '../../../shared/format';
import type { TableColumn } from '../../components/data-table/data-table';
import { DotChip } from '../../components/dot-chip';
import { daysOverdueText, reminderText } from './missing-report-text';

const dash = '—';

/** The staff page of a well. */
const wellPath = (wellId: number) => `/well/edit/${wellId}`;

/** Whether a column's id is one the server sorts by (the columns sortable are named as the sorts). */
export function isMissingReportSort(id: string): id is MissingReportSort {
  return (MISSING_REPORT_SORTS as readonly string[]).includes(id);
}

function WellLink({ row }: { row: MissingReport }) {
  return (
    // A well number broken at its hyphen reads as two.
    <Link component={RouterLink} to={wellPath(row.wellId)} sx={{ whiteSpace: 'nowrap' }}>
      {row.wellNumber}
    </Link>
  );
}

/** How the well reports, small beside its number: by meter readings or by pumpage files. */
function ReportsBy({ row }: { row: MissingReport }) {
  return (
    <Typography component="span" variant="caption" color="text.secondary">
      {row.reportsBy}
    </Typography>
  );
}

/** Due (its period ended, the due date not passed) in amber; overdue, with its days, in red. */
function Standing({ row }: { row: MissingReport }) {
  return row.status === 'due' ? (
    <DotChip color="warning.main">Due</DotChip>
  ) : (
    <DotChip color="error.main">{daysOverdueText(row.daysOverdue)}</DotChip>
  );
}

function lastReadingText(row: MissingReport): string {
  return row.lastReadingOn ? formatDay(row.lastReadingOn) : 'None';
}

/** Each reminder sent about the period on a line of its own. */
function Reminders({ row }: { row: MissingReport }) {
  if (row.reminders.length === 0) return <>{dash}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {row.reminders.map((reminder) => (
        <Box component="li" key={`${reminder.kind}-${reminder.sequence}-${reminder.claimedAt}`}>
          {reminderText(reminder)}
        </Box>
      ))}
    </Box>
  );
}

const unsorted = { enableSorting: false } as const;

/** A 1366 px screen: one column per fact; period, client, well and days overdue sort on the server. */
export const WIDE_COLUMNS: TableColumn<MissingReport>[] = [
  { id: 'period', header: 'Period', accessorFn: (row) => row.periodLabel },
  { id: 'client', header: 'Client', accessorFn: (row) => row.clientName },
  {
    id: 'well',
    header: 'Well',
    accessorFn: (row) => row.wellNumber,
    cell: ({ row }) => (
      <>
        <WellLink row={row.original} />
        <Box component="span" sx={{ display: 'block' }}>
          <ReportsBy row={row.original} />
        </Box>
      </>
    ),
  },
  { id: 'dueOn', header: 'Due date', accessorFn: (row) => formatDay(row.dueOn), ...unsorted },
  {
    id: 'daysOverdue',
    header: 'Days overdue',
    accessorFn: (row) => row.daysOverdue,
    cell: ({ row }) => <Standing row={row.original} />,
  },
  { id: 'lastReadingOn', header: 'Last reading', accessorFn: lastReadingText, ...unsorted },
  {
    id: 'reminders',
    header: 'Reminders',
    accessorFn: (row) => row.reminders.map(reminderText).join(', '),
    cell: ({ row }) => <Reminders row={row.original} />,
    ...unsorted,
  },
];

/**
 * A phone: the same facts stacked in one column, so nothing scrolls sideways beside the Remind
 * button; the list keeps the server's order (most overdue first) or the one chosen on a wide screen.
 */
export const NARROW_COLUMNS: TableColumn<MissingReport>[] = [
  {
    id: 'report',
    header: 'Missing report',
    accessorFn: (row) => `${row.wellNumber} ${row.clientName} ${row.periodLabel}`,
    ...unsorted,
    cell: ({ row }) => {
      const report = row.original;
      return (
        <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <WellLink row={report} />
            <ReportsBy row={report} />
            <Standing row={report} />
          </Stack>
          <Typography variant="body2">{report.clientName}</Typography>
          <Typography variant="body2">
            {report.periodLabel} · due {formatDay(report.dueOn)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Last reading {lastReadingText(report)}
          </Typography>
          {report.reminders.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Reminders: {report.reminders.map(reminderText).join(', ')}
            </Typography>
          )}
        </Stack>
      );
    },
  },
];
