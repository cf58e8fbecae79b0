import { desc, eq } from 'drizzle-orm';
import type { ClientReminder } from '../../../shared/contracts/reporting-calendar';
import type { DbOrTx } from '../../db/client';
import { reportingReminders, users } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { findVisibleClient } from '../auth/scope';
import { userNameSql } from '../users';

/** The most reminders a client's history shows. */
const MAX_CLIENT_REMINDERS = 500;

/** GET ReportingCalendar/GetClientReminders: the client's reminders, newest first. */
export async function listClientReminders(
  db: DbOrTx,
  caller: Caller,
  clientId: number,
): Promise<{ message: string; data: ClientReminder[] }> {
  await findVisibleClient(db, caller, clientId);
  const rows = await db
    .select({
      id: reportingReminders.id,
      periodKey: reportingReminders.periodKey,
      periodLabel: reportingReminders.periodLabel,
      dueOn: reportingReminders.dueOn,
      kind: reportingReminders.kind,
      sequence: reportingReminders.sequence,
      outcome: reportingReminders.outcome,
      wellNumbers: reportingReminders.wellNumbers,
      recipients: reportingReminders.recipients,
      detail: reportingReminders.detail,
      sentBy: userNameSql,
      sentAt: reportingReminders.sentAt,
      claimedAt: reportingReminders.claimedAt,
    })
    .from(reportingReminders)
    .leftJoin(users, eq(users.id, reportingReminders.sentBy))
    .where(eq(reportingReminders.clientId, clientId))
    .orderBy(desc(reportingReminders.claimedAt), desc(reportingReminders.id))
    .limit(MAX_CLIENT_REMINDERS);
  return {
    message: 'OK',
    data: rows.map((row) => ({
      ...row,
      sentAt: row.sentAt?.toISOString() ?? null,
      claimedAt: row.claimedAt.toISOString(),
    })),
  };
}
