import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DueStatus, ReportDue } from '../../../shared/contracts/reporting-calendar';
import { formatDay } from '../../../shared/format';
import { ACCESS, hasAccess, isStaff } from '../../../shared/rules/access';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { DotChip } from '../dot-chip';
import { TableErrorAlert } from '../table-error-alert';
import { useReportsDue } from './reports-due-query';

/** Each status's words, colour and place in the list: what is late first. */
const STATUS: Readonly<Record<DueStatus, { label: string; color: string; rank: number }>> = {
  overdue: { label: 'Overdue', color: 'error.main', rank: 0 },
  due: { label: 'Due', color: 'warning.main', rank: 1 },
  upcoming: { label: 'Upcoming', color: 'info.main', rank: 2 },
};

const WELL_NUMBER_ORDER = new Intl.Collator('en-US', { numeric: true });

/** Overdue, then due, then upcoming; in each, the earliest due date first, then by well number. */
export function orderReportsDue(rows: readonly ReportDue[]): ReportDue[] {
  return [...rows].sort(
    (a, b) =>
      STATUS[a.status].rank - STATUS[b.status].rank ||
      a.dueOn.localeCompare(b.dueOn) ||
      WELL_NUMBER_ORDER.compare(a.wellNumber, b.wellNumber),
  );
}

/** Where the report is made: the readings screen opens the well's form, the pumpage page takes files. */
function reportAction(row: Pick<ReportDue, 'reportsBy'> & { wellId?: number }): {
  label: string;
  path: string;
} {
  if (row.reportsBy === 'file') return { label: 'Upload pumpage', path: '/well-pumpages' };
  return {
    label: 'Enter reading',
    path: row.wellId === undefined ? '/client/meter-readings' : `/client/meter-readings?wellId=${row.wellId}`,
  };
}

/** Upcoming reports of several wells for one period, made the same way: one line for all of them. */
interface UpcomingGroup {
  row: ReportDue;
  wells: number;
}

/**
 * Each missing report on a line of its own; the upcoming ones of a period made the same way (a
 * client's dozens of wells reporting by file) on one line with their count.
 */
export function groupUpcoming(rows: readonly ReportDue[]): UpcomingGroup[] {
  const groups: UpcomingGroup[] = [];
  const byKey = new Map<string, UpcomingGroup>();
  for (const row of rows) {
    if (row.status !== 'upcoming') {
      groups.push({ row, wells: 1 });
      continue;
    }
    const key = `${row.periodKey}|${row.reportsBy}`;
    const group = byKey.get(key);
    if (group) group.wells += 1;
    else {
      const created = { row, wells: 1 };
      byKey.set(key, created);
      groups.push(created);
    }
  }
  return groups;
}

function ReportDueItem({ row, wells, canReport }: UpcomingGroup & { canReport: boolean }) {
  const status = STATUS[row.status];
  const action = reportAction(wells > 1 ? { reportsBy: row.reportsBy } : row);
  const what = wells > 1 ? `${wells} wells` : row.wellNumber;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {wells > 1
            ? `${what} ${row.reportsBy === 'file' ? 'reporting by file' : 'with meters'}`
            : row.clientWellName
              ? `${row.wellNumber} – ${row.clientWellName}`
              : row.wellNumber}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {row.periodLabel} · due by {formatDay(row.dueOn)}
        </Typography>
      </Box>
      <DotChip color={status.color}>{status.label}</DotChip>
      {canReport && (
        <Button
          component={RouterLink}
          to={action.path}
          size="small"
          variant={row.status === 'upcoming' ? 'outlined' : 'contained'}
          aria-label={`${action.label} for ${what}, ${row.periodLabel}`}
        >
          {action.label}
        </Button>
      )}
    </Stack>
  );
}

export interface ReportsDuePanelProps {
  /** The client the page has chosen; none: every client of the caller (staff must name one). */
  clientId?: number | undefined;
}

/**
 * "Reports due": each report the client's wells owe (overdue, due, or the period running now) with
 * its due date and a link to where it is made. Shared by the owner's dashboard and wells page.
 */
export function ReportsDuePanel({ clientId }: ReportsDuePanelProps) {
  const headingId = useId();
  const accessLevel = useSession()?.accessLevel ?? 0;
  // Staff ask for one client's reports; a page that names none (the wells page) shows them nothing.
  const shown = clientId !== undefined || !isStaff(accessLevel);
  const reports = useReportsDue(clientId, shown);
  // Both pages the links lead to open from the dashboard's level; below it the list says what is owed.
  const canReport = hasAccess(accessLevel, ACCESS.ownerDashboard);
  const rows = orderReportsDue(reports.data?.data ?? []);
  if (!shown) return null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Reports due
      </Typography>
      {reports.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Loading reports due" />
        </Box>
      )}
      {reports.isError && (
        <TableErrorAlert error={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
      )}
      {reports.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">Nothing due: every well has reported.</Typography>
      )}
      {rows.length > 0 && (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {groupUpcoming(rows).map((group) => (
            <ReportDueItem
              key={`${group.row.wellId}-${group.row.periodKey}`}
              {...group}
              canReport={canReport}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
