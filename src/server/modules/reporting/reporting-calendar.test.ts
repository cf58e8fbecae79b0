import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CalendarResponse,
  ClientReminder,
  ClientReportsDueResponse,
  MissingReportsResponse,
  SaveCalendarRequest,
  SendRemindersResponse,
} from '../../../shared/contracts/reporting-calendar';
import { addDays, addMonths } from '../../../shared/rules/calendar';
import {
  CALENDAR_CHANGE_IN_PAST,
  CALENDAR_CHANGE_NOT_PERIOD_START,
  periodContaining,
} from '../../../shared/rules/reporting-calendar';
import { auditLog, reportingCalendar } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mailer';
import { installMeter, insertMeter, insertReading } from '../../test/factories/meters';
import { insertAccessMatrix, insertClient, insertUser, type AccessMatrix } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};
const sent: MailMessage[] = [];
let today: string;
/** The first day of the month 14 months ago: the calendar starts there, before the year chased. */
let calendarStart: string;

type Who = 'owner' | 'otherOwner' | 'admin' | 'researcher';
const db = () => t.database.db;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

/** The month ends the calendar chases today, oldest first. */
function chasedMonthEnds(): string[] {
  const ends: string[] = [];
  for (let end = addDays(`${today.slice(0, 7)}-01`, -1); end >= addMonths(today, -12);) {
    ends.unshift(end);
    end = addDays(periodContaining(end, 'monthly').start, -1);
  }
  return ends;
}

/** The first day of a coming month that does not start a quarter. */
function monthStartOutsideQuarterStart(): string {
  let day = addMonths(`${today.slice(0, 7)}-01`, 1);
  while ([1, 4, 7, 10].includes(Number(day.slice(5, 7)))) day = addMonths(day, 1);
  return day;
}

/** A metered well of the client, read at each month end up to `lastReadOn`. */
async function meteredWell(clientId: number, lastReadOn: string, values: { flag?: string } = {}) {
  const well = await insertWell(db(), { clientId, ...values });
  const meter = await insertMeter(db());
  const installation = await installMeter(db(), {
    wellId: well.id,
    meterId: meter.id,
    installedOn: calendarStart,
    openingReading: 0,
  });
  let reading = 0;
  for (const end of chasedMonthEnds().filter((day) => day <= lastReadOn)) {
    reading += 100;
    await insertReading(db(), { wellId: well.id, installationId: installation.id, readOn: end, reading });
  }
  return well;
}

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      send: async (message) => {
        sent.push(message);
        return { messageId: `test-${sent.length}` };
      },
    },
  });
  matrix = await insertAccessMatrix(db());
  for (const who of ['owner', 'otherOwner', 'admin', 'researcher'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  today = todayIn(testConfig().districtTimeZone);
  calendarStart = addMonths(`${today.slice(0, 7)}-01`, -14);
  await db().delete(reportingCalendar);
  await db().insert(reportingCalendar).values({
    effectiveFrom: calendarStart,
    frequency: 'monthly',
    dueDays: 30,
    reminderDaysBefore: 7,
    reminderDaysAfter: 1,
    reminderRepeatDays: 7,
  });
});
afterAll(() => t.close());

describe('the calendar', () => {
  it('is read by staff, with the period running now and where a change may start', async () => {
    const response = await call('GET', '/api/ReportingCalendar/GetCalendar', 'researcher');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<CalendarResponse>();
    const running = periodContaining(today, 'monthly');
    expect(data.currentPeriod).toMatchObject({
      key: running.key,
      end: running.end,
      dueOn: addDays(running.end, 30),
    });
    expect(data.nextChangeFrom).toBe(addDays(running.end, 1));
    expect(data.entries.find((entry) => entry.effectiveFrom === calendarStart)).toMatchObject({
      inForce: true,
      lateFee: null,
    });
    expect((await call('GET', '/api/ReportingCalendar/GetCalendar', 'owner')).statusCode).toBe(403);
  });

  it('takes a change from the next period on, replaces a scheduled one, and audits both', async () => {
    const from = addDays(periodContaining(today, 'monthly').end, 1);
    const change: SaveCalendarRequest = {
      effectiveFrom: from,
      frequency: 'monthly',
      dueDays: 20,
      reminderDaysBefore: 5,
      reminderDaysAfter: 2,
      reminderRepeatDays: 14,
      lateFee: 50,
    };
    expect((await call('PUT', '/api/ReportingCalendar/SaveCalendar', 'researcher', change)).statusCode).toBe(
      403,
    );
    const saved = await call('PUT', '/api/ReportingCalendar/SaveCalendar', 'admin', change);
    expect(saved.statusCode).toBe(200);
    const again = await call('PUT', '/api/ReportingCalendar/SaveCalendar', 'admin', {
      ...change,
      lateFee: 75.5,
    });
    expect(again.statusCode).toBe(200);

    const { data } = (
      await call('GET', '/api/ReportingCalendar/GetCalendar', 'admin')
    ).json<CalendarResponse>();
    const scheduled = data.entries.filter((entry) => entry.effectiveFrom === from);
    expect(scheduled).toEqual([
      expect.objectContaining({ dueDays: 20, lateFee: 75.5, inForce: false, reminderRepeatDays: 14 }),
    ]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'reporting-calendar'));
    expect(audits.map((entry) => entry.action)).toEqual([
      'save-reporting-calendar',
      'save-reporting-calendar',
    ]);
    expect(audits[1]?.before).toMatchObject({ lateFeeCents: 5000 });
    expect(audits[1]?.after).toMatchObject({ lateFeeCents: 7550 });
    await db().delete(reportingCalendar).where(eq(reportingCalendar.effectiveFrom, from));
  });

  it.each([
    ['a day in the past', () => addDays(today, -1), 'monthly', CALENDAR_CHANGE_IN_PAST],
    [
      'a day inside a month',
      () => addDays(addMonths(`${today.slice(0, 7)}-01`, 1), 14),
      'monthly',
      CALENDAR_CHANGE_NOT_PERIOD_START,
    ],
    [
      'a quarterly change that does not start a quarter',
      () => monthStartOutsideQuarterStart(),
      'quarterly',
      CALENDAR_CHANGE_NOT_PERIOD_START,
    ],
  ] as const)('refuses %s, naming the field, and changes nothing', async (_name, day, frequency, message) => {
    const before = await db().select().from(reportingCalendar);
    const response = await call('PUT', '/api/ReportingCalendar/SaveCalendar', 'admin', {
      effectiveFrom: day(),
      frequency,
      dueDays: 30,
      reminderDaysBefore: null,
      reminderDaysAfter: null,
      reminderRepeatDays: null,
      lateFee: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { effectiveFrom: message } });
    expect(await db().select().from(reportingCalendar)).toEqual(before);
  });

  it('refuses a fee in fractions of a cent and days out of range', async () => {
    const response = await call('PUT', '/api/ReportingCalendar/SaveCalendar', 'admin', {
      effectiveFrom: addDays(periodContaining(today, 'monthly').end, 1),
      frequency: 'monthly',
      dueDays: 400,
      reminderDaysBefore: -1,
      reminderDaysAfter: null,
      reminderRepeatDays: null,
      lateFee: 1.234,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'dueDays',
      'lateFee',
      'reminderDaysBefore',
    ]);
  });
});

describe('missing reports', () => {
  it('lists each period a metered well has not reported, by the owing rule, with counts and paging', async () => {
    const client = await insertClient(db(), { name: 'Missing Client', contactEmail: 'missing@test.local' });
    const ends = chasedMonthEnds();
    const lastRead = ends[ends.length - 3] ?? '';
    const late = await meteredWell(client.id, lastRead);
    await meteredWell(client.id, ends[ends.length - 1] ?? '');
    await meteredWell(client.id, lastRead, { flag: 'E' });
    const inactive = await insertClient(db(), { isActive: false });
    await meteredWell(inactive.id, lastRead);

    const response = await call(
      'GET',
      `/api/ReportingCalendar/GetMissingReports?clientIds=${client.id},${inactive.id}&sort=period&direction=asc`,
      'researcher',
    );
    expect(response.statusCode).toBe(200);
    const page = response.json<MissingReportsResponse>();
    const missingEnds = ends.slice(-2);
    expect(page.data.map((row) => [row.wellNumber, row.periodEnd])).toEqual(
      missingEnds.map((end) => [late.wellNumber, end]),
    );
    const expectedStatus = (end: string) => (today <= addDays(end, 30) ? 'due' : 'overdue');
    expect(page.data.map((row) => row.status)).toEqual(missingEnds.map(expectedStatus));
    expect(page.data[0]).toMatchObject({
      reportsBy: 'meter',
      lastReadingOn: lastRead,
      clientName: 'Missing Client',
    });
    expect(page.totalCount).toBe(2);
    expect(page.counts.due + page.counts.overdue).toBe(2);
    expect(page.periods[0]?.end).toBe(ends[ends.length - 1]);

    const onePeriod = await call(
      'GET',
      `/api/ReportingCalendar/GetMissingReports?clientIds=${client.id}&period=${periodContaining(lastRead, 'monthly').key}`,
      'admin',
    );
    expect(onePeriod.json<MissingReportsResponse>().totalCount).toBe(0);
    const paged = await call(
      'GET',
      `/api/ReportingCalendar/GetMissingReports?clientIds=${client.id}&pageSize=25&page=2`,
      'admin',
    );
    expect(paged.json<MissingReportsResponse>()).toMatchObject({ data: [], totalCount: 2 });

    const file = await call(
      'GET',
      `/api/ReportingCalendar/DownloadMissingReports?clientIds=${client.id}`,
      'admin',
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Period,Client,Well,Reports by,Due,Status,Days overdue,Last reading,Reminders');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(late.wellNumber);
  });

  it('counts a client reporting by file as reported where its pumpage reaches the last day', async () => {
    const client = await insertClient(db(), { isSelfSubmitting: true });
    const ends = chasedMonthEnds();
    const well = await insertWell(db(), { clientId: client.id });
    await insertDaily(
      db(),
      well.id,
      ends.slice(0, -1).map((end) => [end, 1]),
    );
    const page = (
      await call('GET', `/api/ReportingCalendar/GetMissingReports?clientIds=${client.id}`, 'admin')
    ).json<MissingReportsResponse>();
    expect(page.data.map((row) => [row.periodEnd, row.reportsBy])).toEqual([[ends[ends.length - 1], 'file']]);
  });

  it('is staff only and refuses bad filters with a message', async () => {
    expect((await call('GET', '/api/ReportingCalendar/GetMissingReports', 'owner')).statusCode).toBe(403);
    for (const query of ['clientIds=a,b', 'period=2026-13', 'status=late', 'pageSize=7']) {
      const response = await call('GET', `/api/ReportingCalendar/GetMissingReports?${query}`, 'admin');
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("an owner's reports due", () => {
  it("lists the missing reports of the owner's wells first, and the running period of the others", async () => {
    const ends = chasedMonthEnds();
    const late = await meteredWell(matrix.clientA.id, ends[ends.length - 2] ?? '');
    const upToDate = await meteredWell(matrix.clientA.id, ends[ends.length - 1] ?? '');
    const response = await call(
      'GET',
      `/api/ReportingCalendar/GetClientReportsDue?clientId=${matrix.clientA.id}`,
      'owner',
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json<ClientReportsDueResponse>().data;
    const running = periodContaining(today, 'monthly');
    expect(rows.find((row) => row.wellId === late.id)).toMatchObject({
      periodEnd: ends[ends.length - 1],
      reportsBy: 'meter',
    });
    expect(rows.filter((row) => row.wellId === late.id)).toHaveLength(1);
    expect(rows.find((row) => row.wellId === upToDate.id)).toMatchObject({
      periodKey: running.key,
      status: today < running.end ? 'upcoming' : 'due',
    });
    const withoutClient = await call('GET', '/api/ReportingCalendar/GetClientReportsDue', 'owner');
    expect(withoutClient.json<ClientReportsDueResponse>().data).toEqual(rows);
  });

  it("is refused for another client's id as not found, and staff must choose a client", async () => {
    const other = await call(
      'GET',
      `/api/ReportingCalendar/GetClientReportsDue?clientId=${matrix.clientA.id}`,
      'otherOwner',
    );
    expect(other.statusCode).toBe(404);
    const staff = await call('GET', '/api/ReportingCalendar/GetClientReportsDue', 'admin');
    expect(staff.statusCode).toBe(400);
  });
});

describe('reminders sent by a clerk', () => {
  it('sends each client one message once, and shows it in the list and the client history', async () => {
    const client = await insertClient(db(), {
      name: 'Reminded Client',
      contactEmail: 'first@test.local',
      contactEmail2: 'FIRST@test.local',
      contactEmail3: 'second@test.local',
    });
    const ends = chasedMonthEnds();
    const well = await meteredWell(client.id, ends[ends.length - 2] ?? '');
    const manager = await insertUser(db(), {
      email: 'manager-reminded@test.local',
      role: 'Owner',
      clientIds: [client.id],
    });
    const before = sent.length;

    const first = await call('POST', '/api/ReportingCalendar/SendReminders', 'researcher', {
      clientIds: [client.id],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<SendRemindersResponse>()).toMatchObject({ sent: 1, alreadyReminded: 0, failed: 0 });
    const message = sent[before];
    expect(message?.to).toEqual(['first@test.local', 'second@test.local']);
    expect(message?.text).toContain(`well ${well.wellNumber}`);
    expect(message?.text).toContain('http://localhost:3000/client/meter-readings');

    const second = await call('POST', '/api/ReportingCalendar/SendReminders', 'admin', {
      clientIds: [client.id],
    });
    expect(second.json<SendRemindersResponse>()).toMatchObject({ sent: 0, alreadyReminded: 1 });
    expect(sent.length).toBe(before + 1);

    const list = (
      await call('GET', `/api/ReportingCalendar/GetMissingReports?clientIds=${client.id}`, 'admin')
    ).json<MissingReportsResponse>();
    expect(list.data[0]?.reminders).toEqual([expect.objectContaining({ outcome: 'sent' })]);

    const managerToken = await t.tokenFor({ userId: manager.id });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/ReportingCalendar/GetClientReminders?clientId=${client.id}`,
      headers: { authorization: `Bearer ${managerToken}` },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json<{ data: ClientReminder[] }>().data).toEqual([
      expect.objectContaining({
        wellNumbers: [well.wellNumber],
        recipients: 'first@test.local, second@test.local',
        outcome: 'sent',
        sentBy: expect.any(String),
      }),
    ]);
    const notTheirs = await call(
      'GET',
      `/api/ReportingCalendar/GetClientReminders?clientId=${client.id}`,
      'owner',
    );
    expect(notTheirs.statusCode).toBe(404);
  });

  it('is staff only', async () => {
    const response = await call('POST', '/api/ReportingCalendar/SendReminders', 'owner', {});
    expect(response.statusCode).toBe(403);
  });
});
