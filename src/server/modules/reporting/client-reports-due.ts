import {
  CHOOSE_CLIENT_MESSAGE,
  type ClientReportsDueResponse,
  type ReportDue,
} from '../../../shared/contracts/reporting-calendar';
import { isClientScoped } from '../../../shared/rules/access';
import type { ReportStatus } from '../../../shared/rules/report-owing';
import type { DbOrTx } from '../../db/client';
import { ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleClient } from '../auth/scope';
import { loadCalendar } from './calendar';
import { reportsByOn, reportStandings } from './report-standing';

const STATUS_ORDER: Record<ReportDue['status'], number> = { overdue: 0, due: 1, upcoming: 2 };

/**
 * GET ReportingCalendar/GetClientReportsDue: what the client's wells owe (one client, or every
 * client of an owner): each missing report of an ended period and, for a well owing none, the period
 * running now, so an owner sees what comes next and by when. Overdue first.
 */
export async function clientReportsDue(
  db: DbOrTx,
  caller: Caller,
  clientId: number | undefined,
  settings: { today: string; timeZone: string },
): Promise<ClientReportsDueResponse> {
  if (clientId !== undefined) await findVisibleClient(db, caller, clientId);
  else if (!isClientScoped(caller.accessLevel)) {
    throw new ValidationError(CHOOSE_CLIENT_MESSAGE, { clientId: CHOOSE_CLIENT_MESSAGE });
  }
  const clientIds = clientId !== undefined ? [clientId] : caller.clientIds;
  const calendar = await loadCalendar(db);
  const standings = await reportStandings(db, { calendar, ...settings, clientIds, withCurrent: true });
  const isMissing = (status: ReportStatus) => status === 'due' || status === 'overdue';
  const wellsMissing = new Set(
    standings.filter(({ status }) => isMissing(status)).map(({ well }) => well.wellId),
  );
  const data: ReportDue[] = standings
    .flatMap(({ well, period, status }) =>
      isMissing(status) || (status === 'upcoming' && !wellsMissing.has(well.wellId))
        ? [{ well, period, status: status as ReportDue['status'] }]
        : [],
    )
    .map(({ well, period, status }) => ({
      clientId: well.clientId,
      wellId: well.wellId,
      wellNumber: well.wellNumber,
      clientWellName: well.clientWellName,
      reportsBy: reportsByOn(well, period.end),
      periodKey: period.key,
      periodLabel: period.label,
      periodEnd: period.end,
      dueOn: period.dueOn,
      status,
      lastReadingOn: well.lastReadingOn,
    }))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        a.dueOn.localeCompare(b.dueOn) ||
        a.wellNumber.localeCompare(b.wellNumber, 'en', { numeric: true }),
    );
  return { message: 'OK', data, today: settings.today };
}
