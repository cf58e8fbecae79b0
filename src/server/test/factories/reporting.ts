import { asc, eq } from 'drizzle-orm';
import type { InvoicePeriod } from '../../../shared/contracts/invoices';
import type { CalendarEntry } from '../../../shared/rules/reporting-calendar';
import type { DbOrTx } from '../../db/client';
import {
  adjustments,
  invoices,
  lateReportFees,
  reportingCalendar,
  reportingReminders,
} from '../../db/schema';
import { createSmtpMailer, type Mailer } from '../../integrations/mail/mailer';
import { loadCaller } from '../../modules/auth/caller';
import { removeAdjustment } from '../../modules/invoices/adjustments';
import { generateQuarterInvoices } from '../../modules/invoices/generate-quarter-invoices';
import type { ReportingJobSettings } from '../../modules/reporting';
import { installMeter, insertMeter, insertReading } from './meters';
import { insertClient, insertUser } from './people';
import { insertWell } from './wells';

/** Test data of the reporting calendar: its versions, clients whose metered wells owe reports, the job's settings. */

export const REPORTING_TIME_ZONE = 'America/Chicago';
export const REPORTING_PUBLIC_URL = 'http://localhost:3000';

/**
 * Monthly reports due 30 days after the month, reminded 7 days before, 1 day after and every 7 days
 * after that, from January 2025 on. January's report is due 2025-03-02: due-soon on 02-23, overdue on
 * 03-03, still overdue on 03-10 (1) and 03-17 (2). February's is due 03-30 (due-soon on 03-23).
 */
export const MONTHLY_CALENDAR: CalendarEntry = {
  effectiveFrom: '2025-01-01',
  frequency: 'monthly',
  dueDays: 30,
  reminderDaysBefore: 7,
  reminderDaysAfter: 1,
  reminderRepeatDays: 7,
  lateFeeCents: null,
};

/** Every version of the calendar replaced by these (the migration's own included). */
export async function setCalendar(db: DbOrTx, entries: readonly CalendarEntry[]): Promise<void> {
  await db.delete(reportingCalendar);
  if (entries.length > 0) await db.insert(reportingCalendar).values([...entries]);
}

export interface ReportingWell {
  id: number;
  wellNumber: string;
  installationId: number;
}

/**
 * A client with up to three contact addresses (none: a client nobody can be written to) and a
 * metered well per number, each meter installed on `installedOn` (2025-01-10 unless said): the wells
 * owe the report of every month ending from then on until a reading is taken.
 */
export async function insertReportingClient(
  db: DbOrTx,
  input: { emails: readonly string[]; wellNumbers: readonly string[]; installedOn?: string; name?: string },
) {
  const [contactEmail = null, contactEmail2 = null, contactEmail3 = null] = input.emails;
  const client = await insertClient(db, {
    ...(input.name === undefined ? {} : { name: input.name }),
    contactEmail,
    contactEmail2,
    contactEmail3,
  });
  const wells: ReportingWell[] = [];
  for (const wellNumber of input.wellNumbers) {
    const well = await insertWell(db, { clientId: client.id, wellNumber });
    const meter = await insertMeter(db);
    const installation = await installMeter(db, {
      wellId: well.id,
      meterId: meter.id,
      installedOn: input.installedOn ?? '2025-01-10',
      openingReading: 1000,
    });
    wells.push({ id: well.id, wellNumber, installationId: installation.id });
  }
  return { client, wells };
}

/** A reading of the well on `readOn`: the report of every period that ended that day or before. */
export function reportByReading(db: DbOrTx, well: ReportingWell, readOn: string) {
  return insertReading(db, { wellId: well.id, installationId: well.installationId, readOn, reading: 2000 });
}

/** The real SMTP mailer, to the local test server on `port`. */
export function smtpMailerTo(port: number): Mailer {
  return createSmtpMailer({ host: '127.0.0.1', port, secure: false }, 'District <no-reply@district.test>');
}

/** The reporting job's settings on `today`, sending through `mailer`. */
export function jobSettings(today: string, mailer: Mailer): ReportingJobSettings {
  return { today, timeZone: REPORTING_TIME_ZONE, publicUrl: REPORTING_PUBLIC_URL, mailer };
}

/** The client's reminders, in the order they were claimed. */
export function remindersOfClient(db: DbOrTx, clientId: number) {
  return db
    .select({
      periodKey: reportingReminders.periodKey,
      kind: reportingReminders.kind,
      sequence: reportingReminders.sequence,
      outcome: reportingReminders.outcome,
      attempts: reportingReminders.attempts,
      wellNumbers: reportingReminders.wellNumbers,
      recipients: reportingReminders.recipients,
      detail: reportingReminders.detail,
    })
    .from(reportingReminders)
    .where(eq(reportingReminders.clientId, clientId))
    .orderBy(asc(reportingReminders.id));
}

/** The client's late-report fees, by well number order of their reasons. */
export function feesOfClient(db: DbOrTx, clientId: number) {
  return db
    .select({
      id: lateReportFees.id,
      wellId: lateReportFees.wellId,
      periodKey: lateReportFees.periodKey,
      reason: lateReportFees.reason,
      amountCents: lateReportFees.amountCents,
      leviedOn: lateReportFees.leviedOn,
      invoiceId: lateReportFees.invoiceId,
      adjustmentId: lateReportFees.adjustmentId,
    })
    .from(lateReportFees)
    .where(eq(lateReportFees.clientId, clientId))
    .orderBy(asc(lateReportFees.reason), asc(lateReportFees.periodKey));
}

/** The quarter's invoices generated as staff generate them on `today`, at the schedule's rates and terms. */
export function generateQuarter(db: DbOrTx, period: InvoicePeriod, today: string) {
  return generateQuarterInvoices(db, null, period, today);
}

/** Every invoice of the client, each with its adjustments (id, reason, cents), oldest quarter first. */
export async function invoicesOfClient(db: DbOrTx, clientId: number) {
  const rows = await db
    .select({
      id: invoices.id,
      year: invoices.year,
      quarter: invoices.quarter,
      feeAmountCents: invoices.feeAmountCents,
    })
    .from(invoices)
    .where(eq(invoices.clientId, clientId))
    .orderBy(asc(invoices.year), asc(invoices.quarter));
  return Promise.all(
    rows.map(async (invoice) => ({
      ...invoice,
      adjustments: await db
        .select({ id: adjustments.id, reason: adjustments.reason, valueCents: adjustments.valueCents })
        .from(adjustments)
        .where(eq(adjustments.invoiceId, invoice.id))
        .orderBy(asc(adjustments.reason)),
    })),
  );
}

let adminSequence = 0;

/** Takes the adjustment off its invoice as an Admin does (DELETE RemoveAdjustment). */
export async function removeAdjustmentAsAdmin(db: DbOrTx, adjustmentId: number): Promise<void> {
  adminSequence += 1;
  const admin = await insertUser(db, {
    email: `reporting-admin-${adminSequence}-${Date.now()}@test.local`,
    role: 'Admin',
  });
  const caller = await loadCaller(db, { id: admin.id });
  if (!caller) throw new Error('the admin was not found');
  await removeAdjustment(db, caller, adjustmentId);
}
