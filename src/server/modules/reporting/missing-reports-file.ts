import { REMINDER_KIND_LABELS } from '../../../shared/contracts/reporting-calendar';
import type { DbOrTx } from '../../db/client';
import { findMissingReports, remindersOf, type MissingReportFilter } from './missing-reports';
import { csvFileBytes } from '../../csv-file';

const HEADER = [
  'Period',
  'Client',
  'Well',
  'Reports by',
  'Due',
  'Status',
  'Days overdue',
  'Last reading',
  'Reminders',
];

/** GET ReportingCalendar/DownloadMissingReports: every missing report the filters match, as CSV. */
export async function missingReportsFile(
  db: DbOrTx,
  filter: MissingReportFilter,
  settings: { today: string; timeZone: string },
): Promise<{ contentType: string; fileName: string; body: Buffer }> {
  const { rows } = await findMissingReports(db, filter, settings);
  const reminders = await remindersOf(db, rows);
  const records = rows.map((row) => [
    row.periodLabel,
    row.clientName,
    row.wellNumber,
    row.reportsBy,
    row.dueOn,
    row.status,
    row.daysOverdue,
    row.lastReadingOn ?? '',
    (reminders.get(`${row.clientId}|${row.periodKey}`) ?? [])
      .map(
        (reminder) =>
          `${REMINDER_KIND_LABELS[reminder.kind]} ${(reminder.sentAt ?? reminder.claimedAt).slice(0, 10)} (${reminder.outcome})`,
      )
      .join('; '),
  ]);
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `missing-reports-${settings.today}.csv`,
    body: csvFileBytes([HEADER, ...records]),
  };
}
