import {
  downloadMissingReportsEndpoint,
  getCalendarEndpoint,
  getClientRemindersEndpoint,
  getClientReportsDueEndpoint,
  getMissingReportsEndpoint,
  saveCalendarEndpoint,
  sendRemindersEndpoint,
} from '../../../shared/contracts/reporting-calendar';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { getCalendar, saveCalendar } from './calendar';
import { listClientReminders } from './client-reminders';
import { clientReportsDue } from './client-reports-due';
import { listMissingReports } from './missing-reports';
import { missingReportsFile } from './missing-reports-file';
import { sendReminders } from './reminders';
import { scheduleReportingJob } from './reporting-schedule';

/** The reporting calendar, the reports wells owe, and the reminders about those missing. */
export function registerReportingRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const settings = () => ({ today: context.today(), timeZone: context.config.districtTimeZone });
  route(getCalendarEndpoint, () => getCalendar(db, context.today()));
  route(saveCalendarEndpoint, (request) =>
    saveCalendar(db, requireCaller(request), request.body, context.today()),
  );
  route(getMissingReportsEndpoint, (request) => listMissingReports(db, request.query, settings()));
  route(downloadMissingReportsEndpoint, (request) => missingReportsFile(db, request.query, settings()));
  route(getClientReportsDueEndpoint, (request) =>
    clientReportsDue(db, requireCaller(request), request.query.clientId, settings()),
  );
  route(getClientRemindersEndpoint, (request) =>
    listClientReminders(db, requireCaller(request), request.query.clientId),
  );
  route(sendRemindersEndpoint, (request) => {
    const { clientIds } = request.body;
    return sendReminders(db, {
      ...settings(),
      publicUrl: context.config.publicUrl,
      mailer: context.mailer,
      sentBy: requireCaller(request).id,
      clientIds: clientIds.length > 0 ? clientIds : undefined,
    });
  });
  scheduleReportingJob(app, context);
}
