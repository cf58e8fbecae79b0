import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rules/calendar';
import type { Database } from '../../db/client';
import { monitoringAlerts, monitoringWells, permitSettings } from '../../db/schema';
import { smtpMailerTo } from '../../test/factories/reporting';
import { insertWellReferences } from '../../test/factories/wells';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { openTestDatabase } from '../../test/test-app';
import { upsertMeasurements, type MeasurementRow } from './measurement-rows';
import {
  ALERT_WINDOW_DAYS,
  alertOnMeasurements,
  retryFailedMonitoringAlerts,
  type AlertContext,
} from './monitoring-alerts';

/*
 * Each monitoring alert goes once: a unique (measurement, kind) row claimed before the mail is
 * handed over, through the local SMTP server. Today is fixed at 30 June 2025.
 */

const TODAY = '2025-06-30';
const STAFF = 'alerts@district.test';

let database: Database;
let smtp: TestSmtpServer;
let context: AlertContext;
let aquiferId: number;
let wellSequence = 0;

const subjectOf = (data: string | undefined) => /^Subject: (.*)$/m.exec(data ?? '')?.[1] ?? null;
/** The message's text with quoted-printable soft line breaks joined. */
const bodyOf = (data: string | undefined) => (data ?? '').replace(/=\r?\n/g, '');

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startTestSmtpServer();
  context = { database, mailer: smtpMailerTo(smtp.port), today: () => TODAY };
  aquiferId = (await insertWellReferences(database.db)).sand400.id;
  await database.db
    .insert(permitSettings)
    .values({ id: 1, alertEmail: STAFF })
    .onConflictDoUpdate({ target: permitSettings.id, set: { alertEmail: STAFF } });
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

/** A monitoring well alerting below 150 ft or above 250 mg/L. */
async function thresholdWell(): Promise<number> {
  wellSequence += 1;
  const [well] = await database.db
    .insert(monitoringWells)
    .values({
      localName: `Watched ${wellSequence}`,
      aquiferId,
      levelAlertDepthFeet: 150,
      chlorideAlertMgL: 250,
    })
    .returning();
  return well!.id;
}

function row(monitoringWellId: number, overrides: Partial<MeasurementRow>): MeasurementRow {
  return {
    monitoringWellId,
    parameter: 'depth-to-water',
    measuredOn: addDays(TODAY, -5),
    measuredAt: null,
    value: 100,
    qualifiers: [],
    method: null,
    measuredBy: null,
    approved: false,
    source: 'rdb',
    ...overrides,
  };
}

async function store(rows: MeasurementRow[]): Promise<number[]> {
  const { addedIds, updatedIds } = await upsertMeasurements(database.db, rows, null);
  return [...addedIds, ...updatedIds];
}

const alertsOf = (measurementId: number) =>
  database.db.select().from(monitoringAlerts).where(eq(monitoringAlerts.measurementId, measurementId));

describe('alertOnMeasurements', () => {
  it('alerts a level and a chloride past their thresholds in one message, once across re-runs', async () => {
    const wellId = await thresholdWell();
    const before = smtp.received.length;
    const ids = await store([
      row(wellId, { value: 151.5 }),
      row(wellId, { parameter: 'chloride', value: 260 }),
      row(wellId, { measuredOn: addDays(TODAY, -4), value: 149 }),
      row(wellId, { parameter: 'chloride', measuredOn: addDays(TODAY, -4), value: 250 }),
    ]);
    expect(await alertOnMeasurements(context, ids)).toBe(2);
    expect(await alertOnMeasurements(context, ids)).toBe(0);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([STAFF]);
    expect(subjectOf(mails[0]?.data)).toBe('Monitoring well alert: 2 measurements past a threshold');
    const body = bodyOf(mails[0]?.data);
    expect(body).toContain(`Watched ${wellSequence}: depth to water 151.5 ft`);
    expect(body).toContain('deeper than its alert depth of 150 ft');
    expect(body).toContain('chloride 260 mg/L');
    expect(body).toContain('above its alert level of 250 mg/L');
    const [alert] = await alertsOf(ids[0]!);
    expect(alert).toMatchObject({ kind: 'level', outcome: 'sent', recipients: STAFF, attempts: 1 });
  });

  it('does not alert again when the same file is imported again, or a value is revised', async () => {
    const wellId = await thresholdWell();
    const rows = [row(wellId, { value: 170 })];
    expect(await alertOnMeasurements(context, await store(rows))).toBe(1);
    const before = smtp.received.length;
    expect(await store(rows)).toEqual([]);
    const revised = await store([row(wellId, { value: 171, approved: true })]);
    expect(revised).toHaveLength(1);
    expect(await alertOnMeasurements(context, revised)).toBe(0);
    expect(smtp.received.length).toBe(before);
  });

  it('alerts once when two calls run at the same time', async () => {
    const wellId = await thresholdWell();
    const ids = await store([
      row(wellId, { value: 160 }),
      row(wellId, { measuredOn: addDays(TODAY, -1), value: 161 }),
    ]);
    const before = smtp.received.length;
    const counts = await Promise.all([alertOnMeasurements(context, ids), alertOnMeasurements(context, ids)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const mails = smtp.received.slice(before);
    expect(
      mails.map((mail) => bodyOf(mail.data).match(/depth to water/g)?.length ?? 0).reduce((a, b) => a + b),
    ).toBe(2);
  });

  it(`alerts nothing for a measurement older than ${ALERT_WINDOW_DAYS} days`, async () => {
    const wellId = await thresholdWell();
    const ids = await store([
      row(wellId, { measuredOn: addDays(TODAY, -ALERT_WINDOW_DAYS - 1), value: 200 }),
      row(wellId, { parameter: 'chloride', measuredOn: '1998-04-01', value: 900 }),
    ]);
    const before = smtp.received.length;
    expect(await alertOnMeasurements(context, ids)).toBe(0);
    expect(smtp.received.length).toBe(before);
    const edge = await store([row(wellId, { measuredOn: addDays(TODAY, -ALERT_WINDOW_DAYS), value: 200 })]);
    expect(await alertOnMeasurements(context, edge)).toBe(1);
  });

  it('converts an altitude to a depth, and leaves wells without a threshold alone', async () => {
    const wellId = await thresholdWell();
    await database.db
      .update(monitoringWells)
      .set({ landSurfaceAltitudeFeet: 40, altitudeDatum: 'NAVD88' })
      .where(eq(monitoringWells.id, wellId));
    const [plain] = await database.db
      .insert(monitoringWells)
      .values({ localName: 'No thresholds', aquiferId })
      .returning();
    const ids = await store([
      row(wellId, { parameter: 'level-altitude', value: -115 }),
      row(plain!.id, { value: 900 }),
      row(plain!.id, { parameter: 'chloride', value: 9000 }),
    ]);
    expect(await alertOnMeasurements(context, ids)).toBe(1);
    const [alert] = await alertsOf(ids[0]!);
    expect(alert).toMatchObject({ kind: 'level', value: 155, threshold: 150 });
  });

  it('records a failed send, and the retry sends it once the server is back', async () => {
    const wellId = await thresholdWell();
    const ids = await store([row(wellId, { value: 190 })]);
    smtp.refuseNext();
    expect(await alertOnMeasurements(context, ids)).toBe(1);
    const [failed] = await alertsOf(ids[0]!);
    expect(failed).toMatchObject({ outcome: 'failed', attempts: 1, sentAt: null });
    expect(failed?.detail).toContain('mailbox unavailable');
    expect(await alertOnMeasurements(context, ids)).toBe(0);

    const before = smtp.received.length;
    expect(await retryFailedMonitoringAlerts(context)).toBe(1);
    expect(await retryFailedMonitoringAlerts(context)).toBe(0);
    expect(smtp.received.length).toBe(before + 1);
    const [sent] = await alertsOf(ids[0]!);
    expect(sent).toMatchObject({ outcome: 'sent', attempts: 2, detail: null });
    expect(sent?.sentAt).not.toBeNull();
  });
});
