import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type DbOrTx } from '../../db/client';
import { permitAlerts, permitSettings, permitTerms } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { insertClient } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { smtpMailerTo } from '../../test/factories/reporting';
import { insertWell } from '../../test/factories/wells';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { copyTemplateDatabase, openTestDatabase } from '../../test/test-app';
import { runPermitJob } from './permit-job';

/*
 * Each permit alert goes once: a unique (well, kind, year) row claimed before the mail is handed
 * over. Each test has a database and a mail server of its own, since the check looks at every
 * permitted well. The permit year is 2025; the check runs on 30 June.
 */

const TODAY = '2025-06-30';
const STAFF = 'alerts@district.test';
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

const messagesTo = (smtp: TestSmtpServer, address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address));
const subjectOf = (data: string | undefined) => /^Subject: (.*)$/m.exec(data ?? '')?.[1] ?? null;

async function setStaffAddress(db: DbOrTx) {
  await db.update(permitSettings).set({ alertEmail: STAFF }).where(eq(permitSettings.id, 1));
}

/** Clients `prefix`-1..n, each with one well of a 10 MG permit that has used 8.5 MG (85%). */
async function nearClients(db: DbOrTx, prefix: string, count: number) {
  const made = [];
  for (let index = 1; index <= count; index += 1) {
    const email = `${prefix}-${index}@clients.test`;
    const client = await insertClient(db, { name: `${prefix} ${index}`, contactEmail: email });
    const well = await insertWell(db, {
      clientId: client.id,
      wellNumber: `${prefix.toUpperCase()}-${index}`,
    });
    await db.insert(permitTerms).values({
      wellId: well.id,
      effectiveFrom: '2025-01-01',
      annualGallons: 10_000_000,
      maxDailyGallons: 50_000_000,
    });
    await insertDaily(db, well.id, [['2025-03-01', 8_500]]);
    made.push({ clientId: client.id, wellId: well.id, email });
  }
  return made;
}

async function openRig() {
  const database = await openTestDatabase();
  const smtp = await startTestSmtpServer();
  onTestFinished(async () => {
    await database.close();
    await smtp.close();
  });
  await setStaffAddress(database.db);
  const mailer = smtpMailerTo(smtp.port);
  return {
    db: database.db,
    smtp,
    mailer,
    run: (by: Mailer = mailer) => runPermitJob(database.db, { today: TODAY, mailer: by }),
  };
}

describe('the permit check run twice', () => {
  it('warns each client once at 80%, copying staff, and the second run sends nothing', async () => {
    const { db, smtp, run } = await openRig();
    const clients = await nearClients(db, 'near', 2);
    // 85% used, and at the last 30 days' pace it crosses 100% in March: two alerts, one message each.
    expect(await run()).toMatchObject({ claimed: 4, sent: 2, failed: 0 });
    expect(await run()).toMatchObject({ claimed: 0, sent: 0, failed: 0 });
    for (const { email } of clients) expect(messagesTo(smtp, email)).toHaveLength(1);
    expect(messagesTo(smtp, STAFF)).toHaveLength(2);
    const [mail] = messagesTo(smtp, clients[0]!.email);
    expect(subjectOf(mail?.data)).toBe('Permit volume warning');
    expect(mail?.data.replace(/=\r?\n/g, '')).toContain(
      '80% of the volume reached: 8.5 million gallons used of 10 million',
    );
  });

  it('sends the 100% alert once when the use crosses it later', async () => {
    const { db, smtp, run } = await openRig();
    const [client] = await nearClients(db, 'cross', 1);
    await run();
    await insertDaily(db, client!.wellId, [['2025-04-01', 2_000]]);
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
    await run();
    const subjects = messagesTo(smtp, client!.email).map((mail) => subjectOf(mail.data));
    expect(subjects).toEqual(['Permit volume warning', 'Permit volume reached']);
    const kinds = await db
      .select({ kind: permitAlerts.kind })
      .from(permitAlerts)
      .where(eq(permitAlerts.wellId, client!.wellId));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['projected', 'use-100', 'use-80']);
  });

  it('retries an alert whose mail failed, and then sends it once', async () => {
    const { db, smtp, run } = await openRig();
    const [client] = await nearClients(db, 'retry', 1);
    const broken: Mailer = { send: () => Promise.reject(new Error('421 try again later')) };
    expect(await run(broken)).toMatchObject({ claimed: 2, sent: 0, failed: 1 });
    const [failed] = await db.select().from(permitAlerts).where(eq(permitAlerts.wellId, client!.wellId));
    expect(failed).toMatchObject({ outcome: 'failed', detail: '421 try again later', attempts: 1 });
    expect(await run()).toMatchObject({ claimed: 2, sent: 1 });
    expect(await run()).toMatchObject({ claimed: 0, sent: 0 });
    expect(messagesTo(smtp, client!.email)).toHaveLength(1);
    const rows = await db.select().from(permitAlerts).where(eq(permitAlerts.wellId, client!.wellId));
    expect(rows.map((row) => [row.outcome, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });
});

describe('the permit check run twice at the same time', () => {
  it('from one process on one database: each client warned once', async () => {
    const { db, smtp, run } = await openRig();
    const clients = await nearClients(db, 'twin', 5);
    const [first, second] = await Promise.all([run(), run()]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(5);
    for (const { email } of clients) expect(messagesTo(smtp, email)).toHaveLength(1);
  });

  // Instances share a PostgreSQL server; the embedded store has one connection and one instance.
  it.runIf(testDatabaseUrl)(
    'from two connections to one PostgreSQL database: each client warned once',
    async () => {
      const copy = await copyTemplateDatabase(testDatabaseUrl ?? '');
      const one = await openDatabase({ databaseUrl: copy.url });
      const other = await openDatabase({ databaseUrl: copy.url });
      const smtp = await startTestSmtpServer();
      onTestFinished(async () => {
        await one.close();
        await other.close();
        await copy.drop();
        await smtp.close();
      });
      await setStaffAddress(one.db);
      const clients = await nearClients(one.db, 'pair', 5);
      const mailer = smtpMailerTo(smtp.port);
      const [first, second] = await Promise.all([
        runPermitJob(one.db, { today: TODAY, mailer }),
        runPermitJob(other.db, { today: TODAY, mailer }),
      ]);
      expect(first.claimed + second.claimed).toBe(10);
      for (const { email } of clients) expect(messagesTo(smtp, email)).toHaveLength(1);
      expect(messagesTo(smtp, STAFF).length).toBeLessThanOrEqual(5);
    },
  );
});
