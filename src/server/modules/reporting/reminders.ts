import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SendRemindersResponse } from '../../../shared/contracts/reporting-calendar';
import { formatDay } from '../../../shared/format';
import {
  reminderStep,
  type ReminderStep,
  type ReportingPeriod,
} from '../../../shared/rules/reporting-calendar';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { clients, districtProfile, reportingReminders } from '../../db/schema';
import { insertJsonRows } from '../../db/sql';
import type { Mailer } from '../../integrations/mail/mailer';
import { recipientsOf } from '../invoice-documents';
import { loadCalendar } from './calendar';
import { reportsByOn, reportStandings, type ReportStanding } from './report-standing';

/** Where owners enter a reading, and where they upload a pumpage file. */
export const OWNER_READING_PATH = '/client/meter-readings';
export const OWNER_UPLOAD_PATH = '/well-pumpages';

export interface ReminderRun {
  today: string;
  timeZone: string;
  publicUrl: string;
  mailer: Mailer;
  /** The clerk who asked; null: the scheduled job. */
  sentBy: number | null;
  /** The clients to remind; undefined: every client with a report missing. */
  clientIds?: readonly number[] | undefined;
}

/** One period's missing wells of a client and the reminder it calls for today. */
interface PeriodReminder {
  period: ReportingPeriod;
  step: ReminderStep;
  wells: { wellNumber: string; reportsBy: 'meter' | 'file' }[];
}

interface ClaimedRow {
  id: number;
  periodKey: string;
}

function missingByClient(standings: readonly ReportStanding[]): Map<number, Map<string, ReportStanding[]>> {
  const byClient = new Map<number, Map<string, ReportStanding[]>>();
  for (const standing of standings) {
    if (standing.status !== 'due' && standing.status !== 'overdue') continue;
    const periods = byClient.get(standing.well.clientId) ?? new Map<string, ReportStanding[]>();
    periods.set(standing.period.key, [...(periods.get(standing.period.key) ?? []), standing]);
    byClient.set(standing.well.clientId, periods);
  }
  return byClient;
}

function remindersDue(
  periods: Map<string, ReportStanding[]>,
  today: string,
  whenAsked: boolean,
): PeriodReminder[] {
  const due: PeriodReminder[] = [];
  for (const standings of periods.values()) {
    const period = standings[0]?.period;
    const step = period && reminderStep(period, today, whenAsked);
    if (!period || !step) continue;
    const wells = standings.map(({ well }) => ({
      wellNumber: well.wellNumber,
      reportsBy: reportsByOn(well, period.end),
    }));
    due.push({ period, step, wells });
  }
  return due;
}

/**
 * Claims the client's reminders: a new row for each (period, kind, sequence) not claimed before, and
 * a failed row of the same reminder back from 'failed'. Each statement commits on its own before any
 * mail is handed over, and the unique index lets one claimer win, so a reminder goes at most once
 * whoever else runs: a re-run, a restart, another instance.
 */
async function claim(
  db: DbOrTx,
  clientId: number,
  reminders: readonly PeriodReminder[],
  messageId: string,
  sentBy: number | null,
): Promise<ClaimedRow[]> {
  const fresh = await insertJsonRows<Record<string, unknown>, ClaimedRow>(
    db,
    reportingReminders,
    {
      clientId: reportingReminders.clientId,
      periodKey: reportingReminders.periodKey,
      periodLabel: reportingReminders.periodLabel,
      dueOn: reportingReminders.dueOn,
      kind: reportingReminders.kind,
      sequence: reportingReminders.sequence,
      wellNumbers: reportingReminders.wellNumbers,
      outcome: reportingReminders.outcome,
      attempts: reportingReminders.attempts,
      messageId: reportingReminders.messageId,
      sentBy: reportingReminders.sentBy,
    },
    reminders.map(({ period, step, wells }) => ({
      clientId,
      periodKey: period.key,
      periodLabel: period.label,
      dueOn: period.dueOn,
      kind: step.kind,
      sequence: step.sequence,
      wellNumbers: wells.map((well) => well.wellNumber),
      outcome: 'sending',
      attempts: 1,
      messageId,
      sentBy,
    })),
    sql`on conflict do nothing returning ${reportingReminders.id} as id, ${reportingReminders.periodKey} as "periodKey"`,
  );
  const wellsByPeriod = Object.fromEntries(
    reminders.map(({ period, wells }) => [period.key, wells.map((well) => well.wellNumber)]),
  );
  const retried = await db
    .update(reportingReminders)
    .set({
      outcome: 'sending',
      // The wells still missing now: what the message about to go lists.
      wellNumbers: sql`(${JSON.stringify(wellsByPeriod)}::jsonb -> ${reportingReminders.periodKey})`,
      attempts: sql`${reportingReminders.attempts} + 1`,
      messageId,
      claimedAt: sql`now()`,
      detail: null,
    })
    .where(
      and(
        eq(reportingReminders.clientId, clientId),
        eq(reportingReminders.outcome, 'failed'),
        sql`(${reportingReminders.periodKey}, ${reportingReminders.kind}, ${reportingReminders.sequence}) in (${sql.join(
          reminders.map(({ period, step }) => sql`(${period.key}, ${step.kind}, ${step.sequence})`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: reportingReminders.id, periodKey: reportingReminders.periodKey });
  return [...fresh, ...retried];
}

function reminderText(
  clientName: string,
  reminders: readonly PeriodReminder[],
  context: { publicUrl: string; districtName: string },
): { subject: string; text: string } {
  const overdue = reminders.some(({ step }) => step.kind !== 'due-soon');
  const lines = reminders.flatMap(({ period, step, wells }) => [
    `${period.label}: ${step.kind === 'due-soon' ? 'due by' : 'was due on'} ${formatDay(period.dueOn)}`,
    ...wells.map(({ wellNumber, reportsBy }) =>
      reportsBy === 'meter'
        ? `  - well ${wellNumber}: enter the meter reading`
        : `  - well ${wellNumber}: upload the pumpage`,
    ),
  ]);
  const byFile = reminders.some(({ wells }) => wells.some((well) => well.reportsBy === 'file'));
  const text = [
    `Dear ${clientName},`,
    '',
    overdue
      ? 'The district has not received these pumpage reports, which are now overdue:'
      : 'These pumpage reports are due soon:',
    '',
    ...lines,
    '',
    `Enter meter readings in the portal: ${context.publicUrl}${OWNER_READING_PATH}`,
    ...(byFile ? [`Upload pumpage files in the portal: ${context.publicUrl}${OWNER_UPLOAD_PATH}`] : []),
    '',
    'If you have already reported, thank you: please ignore this message.',
    '',
    context.districtName,
  ].join('\n');
  const count = reminders.reduce((total, { wells }) => total + wells.length, 0);
  const reports = count === 1 ? 'report' : 'reports';
  return {
    subject: overdue
      ? `Overdue pumpage ${reports}: ${count} to make`
      : `Pumpage ${reports} due soon: ${count} to make`,
    text,
  };
}

async function finish(
  db: DbOrTx,
  ids: readonly number[],
  values: Partial<typeof reportingReminders.$inferInsert>,
): Promise<void> {
  await db.update(reportingReminders).set(values).where(inArray(reportingReminders.id, ids));
}

/**
 * Reminds clients of their missing reports: for each client, the reminder each period calls for
 * today (the clerk's run also the one of the stage a report is in before the schedule reaches it),
 * claimed first, then sent as one message to the client's contact addresses. A failure is recorded
 * and retried by the next run; a failed reminder that a later one replaced is cancelled.
 */
export async function sendReminders(db: DbOrTx, run: ReminderRun): Promise<SendRemindersResponse> {
  const calendar = await loadCalendar(db);
  const standings = await reportStandings(db, {
    calendar,
    today: run.today,
    timeZone: run.timeZone,
    clientIds: run.clientIds,
  });
  const byClient = missingByClient(standings);
  const whenAsked = run.sentBy !== null;
  const [district] = await db.select({ name: districtProfile.name }).from(districtProfile).limit(1);
  const districtName = district?.name ?? 'Your groundwater conservation district';
  const outcome = { sent: 0, alreadyReminded: 0, failed: 0 };
  await cancelReplacedFailures(db, byClient, run);
  for (const [clientId, periods] of byClient) {
    const due = remindersDue(periods, run.today, whenAsked);
    if (due.length === 0) continue;
    const messageId = randomUUID();
    const claimed = await claim(db, clientId, due, messageId, run.sentBy);
    if (claimed.length === 0) {
      outcome.alreadyReminded += 1;
      continue;
    }
    const claimedKeys = new Set(claimed.map((row) => row.periodKey));
    const ids = claimed.map((row) => row.id);
    const result = await deliver(
      db,
      clientId,
      due.filter(({ period }) => claimedKeys.has(period.key)),
      ids,
      {
        mailer: run.mailer,
        publicUrl: run.publicUrl,
        districtName,
      },
    );
    if (result === 'sent') outcome.sent += 1;
    if (result === 'failed') outcome.failed += 1;
    if (run.sentBy !== null && result === 'sent') {
      await recordAudit(db, {
        actorUserId: run.sentBy,
        action: 'send-reporting-reminder',
        entity: 'client',
        entityId: clientId,
        after: { periods: [...claimedKeys], messageId },
      });
    }
  }
  return { message: remindersMessage(outcome), ...outcome };
}

function remindersMessage({ sent, alreadyReminded, failed }: Omit<SendRemindersResponse, 'message'>): string {
  const parts = [`${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent`];
  if (alreadyReminded > 0) parts.push(`${alreadyReminded} already reminded`);
  if (failed > 0) parts.push(`${failed} could not be sent and will be retried`);
  return `${parts.join(', ')}.`;
}

async function deliver(
  db: DbOrTx,
  clientId: number,
  reminders: readonly PeriodReminder[],
  ids: readonly number[],
  context: { mailer: Mailer; publicUrl: string; districtName: string },
): Promise<'sent' | 'failed' | 'no-recipient'> {
  const [client] = await db
    .select({
      name: clients.name,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  const to = recipientsOf(client ? [client.a, client.b, client.c] : []);
  if (!client || to.length === 0) {
    await finish(db, ids, { outcome: 'no-recipient', detail: 'The client has no contact e-mail address.' });
    return 'no-recipient';
  }
  const recipients = to.join(', ');
  try {
    await context.mailer.send({ to, ...reminderText(client.name, reminders, context) });
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await finish(db, ids, { outcome: 'failed', recipients, detail });
    return 'failed';
  }
  await finish(db, ids, { outcome: 'sent', recipients, sentAt: new Date() });
  return 'sent';
}

/**
 * A failed reminder is retried while it is still the one its period calls for (or the schedule has
 * not reached it yet); once the report is made, or a later reminder has taken its place, it is
 * cancelled instead.
 */
async function cancelReplacedFailures(
  db: DbOrTx,
  byClient: Map<number, Map<string, ReportStanding[]>>,
  run: ReminderRun,
): Promise<void> {
  const failed = await db
    .select({
      id: reportingReminders.id,
      clientId: reportingReminders.clientId,
      periodKey: reportingReminders.periodKey,
      kind: reportingReminders.kind,
      sequence: reportingReminders.sequence,
    })
    .from(reportingReminders)
    .where(
      and(
        eq(reportingReminders.outcome, 'failed'),
        run.clientIds === undefined ? undefined : inArray(reportingReminders.clientId, [...run.clientIds]),
      ),
    );
  const replaced = failed.filter((row) => {
    const period = byClient.get(row.clientId)?.get(row.periodKey)?.[0]?.period;
    if (!period) return true;
    const step = reminderStep(period, run.today, run.sentBy !== null);
    return step !== null && (step.kind !== row.kind || step.sequence !== row.sequence);
  });
  if (replaced.length === 0) return;
  await db
    .update(reportingReminders)
    .set({ outcome: 'cancelled', detail: 'Replaced by a later reminder, or the report was made.' })
    .where(
      and(
        inArray(
          reportingReminders.id,
          replaced.map((row) => row.id),
        ),
        eq(reportingReminders.outcome, 'failed'),
      ),
    );
}
