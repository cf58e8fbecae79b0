import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_START } from '../../../shared/rules/rate-schedule';
import { insertInvoice } from '../../test/factories/invoices';
import { insertClient, insertUser } from '../../test/factories/people';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { auditLog, rateNotices, rateSchedule } from '../schema';
import { quarterStartFrom, seedRates } from './rates';

const TODAY = '2026-06-15';

let database: Database;
const made: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  made.admin = (await insertUser(db, { email: 'admin@demo.test', role: 'Admin' })).id;
  const told = await insertClient(db, { name: 'Told', contactEmail: 'told@clients.test' });
  const silent = await insertClient(db, { name: 'Silent' });
  const old = await insertClient(db, { name: 'Old', contactEmail: 'old@clients.test' });
  await insertInvoice(db, { clientId: told.id, year: 2026, quarter: 1, billingDate: '2026-04-15' });
  await insertInvoice(db, { clientId: silent.id, year: 2026, quarter: 1, billingDate: '2026-04-15' });
  await insertInvoice(db, { clientId: old.id, year: 2025, quarter: 1, billingDate: '2025-04-15' });
  Object.assign(made, { told: told.id, silent: silent.id, old: old.id });
  await db.transaction((tx) => seedRates(tx, TODAY));
});
afterAll(() => database?.close());

describe('the demo rate history', () => {
  it.each([
    ['2026-07-30', '2026-10-01'],
    ['2026-10-01', '2026-10-01'],
    ['2026-12-31', '2027-01-01'],
    ['2026-01-01', '2026-01-01'],
  ])('starts the quarter on or after %s on %s', (day, start) => {
    expect(quarterStartFrom(day)).toBe(start);
  });

  it('keeps the rate from the start and adds $5 from the first quarter 45 days away, heard, adopted and noticed before today', async () => {
    const rates = await database.db.select().from(rateSchedule).orderBy(rateSchedule.effectiveOn);
    expect(rates).toMatchObject([
      { effectiveOn: SCHEDULE_START, rateCentsPerMillionGallons: 6500 },
      {
        effectiveOn: '2026-10-01',
        rateCentsPerMillionGallons: 7000,
        hearingOn: '2026-05-25',
        adoptedOn: '2026-06-01',
        noticeGivenOn: '2026-06-08',
        enteredBy: made.admin,
        withdrawnAt: null,
      },
    ]);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'rate'));
    expect(audits).toMatchObject([
      { action: 'save-rate', actorUserId: made.admin, entityId: String(rates[1]?.id) },
    ]);
  });

  it('records the notice as sent to each client billed in the last year', async () => {
    const notices = await database.db.select().from(rateNotices).orderBy(rateNotices.clientId);
    expect(notices.map((notice) => [notice.clientId, notice.outcome, notice.recipients])).toEqual([
      [made.told, 'sent', 'told@clients.test'],
      [made.silent, 'no-recipient', ''],
    ]);
    expect(notices[0]?.sentAt?.toISOString()).toBe('2026-06-08T18:00:00.000Z');
  });
});
