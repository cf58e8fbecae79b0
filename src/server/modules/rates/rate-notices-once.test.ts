import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type DbOrTx } from '../../db/client';
import { districtLogo, rateNotices, rateSchedule } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { insertClient } from '../../test/factories/people';
import { smtpMailerTo } from '../../test/factories/reporting';
import { startTestSmtpServer, type TestSmtpServer, type TestSmtpServerOptions } from '../../test/smtp-server';
import { copyTemplateDatabase, openTestDatabase } from '../../test/test-app';
import { runRateNoticeJob } from './rate-notice-job';
import { sendRateNotices, WITHDRAWN_DETAIL } from './rate-notices';

/*
 * Each client billed in the last year hears of a future rate once: a unique (rate, client) row is
 * claimed before the mail is handed over. Each test has a database and a mail server of its own.
 * The district's date is 15 November 2026; $70 applies from 1 January 2027, over $65 from the start.
 */

const TODAY = '2026-11-15';
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const messagesTo = (smtp: TestSmtpServer, address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address));

/** The message as its reader sees it: headers unfolded, quoted-printable decoded. */
function readable(data: string): string {
  return data
    .replace(/\r?\n(?=[ \t])/g, '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function futureRate(db: DbOrTx, values: Partial<typeof rateSchedule.$inferInsert> = {}) {
  const [rate] = await db
    .insert(rateSchedule)
    .values({
      effectiveOn: '2027-01-01',
      rateCentsPerMillionGallons: 7000,
      adoptedOn: '2026-11-10',
      noticeGivenOn: '2026-11-12',
      hearingOn: '2026-11-05',
      ...values,
    })
    .returning();
  if (!rate) throw new Error('rate insert returned nothing');
  return rate;
}

/** `count` clients `prefix`-1..n billed a month ago, each with an address of its own. */
async function billedClients(db: DbOrTx, prefix: string, count: number, billingDate = '2026-10-15') {
  const made = [];
  for (let index = 1; index <= count; index += 1) {
    const email = `${prefix}-${index}@clients.test`;
    const client = await insertClient(db, { name: `${prefix} ${index}`, contactEmail: email });
    await insertInvoice(db, { clientId: client.id, year: 2026, quarter: 3, billingDate });
    made.push({ id: client.id, email });
  }
  return made;
}

async function openRig(options: TestSmtpServerOptions = {}) {
  const database = await openTestDatabase();
  const smtp = await startTestSmtpServer(options);
  onTestFinished(async () => {
    await database.close();
    await smtp.close();
  });
  const mailer = smtpMailerTo(smtp.port);
  return {
    db: database.db,
    smtp,
    mailer,
    send: (rateId: number, by: Mailer = mailer) =>
      sendRateNotices(database.db, rateId, { today: TODAY, mailer: by }),
    job: (by: Mailer = mailer) => runRateNoticeJob(database.db, { today: TODAY, mailer: by }),
  };
}

const broken: Mailer = { send: () => Promise.reject(new Error('421 try again later')) };

describe('the notices of a future rate', () => {
  it('tell each client billed in the last year once, with the logo and the contact; again sends nothing', async () => {
    const { db, smtp, send, job } = await openRig();
    await insertDistrictProfile(db, {
      name: 'Capital Area Groundwater & Conservation District',
      phone: '225-555-0100',
      email: 'office@district.test',
    });
    await db.insert(districtLogo).values({ id: 1, contentType: 'image/png', data: PNG_1X1 });
    const [recent] = await billedClients(db, 'recent', 1);
    const [longAgo] = await billedClients(db, 'long-ago', 1, '2024-10-15');
    const never = await insertClient(db, { name: 'Never Billed', contactEmail: 'never@clients.test' });
    const silent = await insertClient(db, { name: 'No Address' });
    await insertInvoice(db, { clientId: silent.id, year: 2026, quarter: 3, billingDate: '2026-10-15' });
    const rate = await futureRate(db);

    expect(await send(rate.id)).toEqual({ claimed: 2, sent: 1, failed: 0 });
    expect(await send(rate.id)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(await job()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(messagesTo(smtp, recent!.email)).toHaveLength(1);
    expect(messagesTo(smtp, longAgo!.email)).toHaveLength(0);
    expect(messagesTo(smtp, 'never@clients.test')).toHaveLength(0);
    expect(smtp.received).toHaveLength(1);
    const rows = await db.select().from(rateNotices).where(eq(rateNotices.rateId, rate.id));
    expect(rows.map((row) => [row.clientId, row.outcome, row.recipients]).sort()).toEqual(
      [
        [recent!.id, 'sent', recent!.email],
        [silent.id, 'no-recipient', ''],
      ].sort(),
    );
    expect(rows.every((row) => row.clientId !== never.id)).toBe(true);

    const mail = readable(smtp.received[0]!.data);
    expect(mail).toContain(
      'Subject: New groundwater rate of $70.00 per million gallons from January 1, 2027',
    );
    expect(mail).toContain('Reply-To: office@district.test');
    expect(mail).toContain('Content-ID: <district-logo>');
    expect(mail).toContain(
      '<img src="cid:district-logo" alt="Capital Area Groundwater &amp; Conservation District"',
    );
    expect(mail).toContain(
      '<p>Capital Area Groundwater &amp; Conservation District bills groundwater pumped from January 1, 2027 at $70.00 per million gallons.</p>',
    );
    expect(mail).toContain('It replaces the rate of $65.00 per million gallons.');
    expect(mail).toContain('Public hearing: November 5, 2026.');
    expect(mail).toContain(
      '3074 Westfork Drive<br>Baton Rouge, LA 70816<br>Phone: 225-555-0100<br>E-mail: office@district.test',
    );
  });

  it('retry a failed send, then send it once', async () => {
    const { db, smtp, send, job } = await openRig();
    const [client] = await billedClients(db, 'retry', 1);
    const rate = await futureRate(db);
    expect(await send(rate.id, broken)).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const [failed] = await db.select().from(rateNotices).where(eq(rateNotices.rateId, rate.id));
    expect(failed).toMatchObject({
      outcome: 'failed',
      detail: '421 try again later',
      attempts: 1,
      sentAt: null,
    });
    expect(await job()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await job()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(messagesTo(smtp, client!.email)).toHaveLength(1);
    const [retried] = await db.select().from(rateNotices).where(eq(rateNotices.rateId, rate.id));
    expect(retried).toMatchObject({ outcome: 'sent', detail: null, attempts: 2, sentAt: expect.any(Date) });
  });

  it('are sent by the job when the send after the save never ran, and not for a rate in force', async () => {
    const { db, smtp, job } = await openRig();
    const [client] = await billedClients(db, 'unsent', 2);
    await futureRate(db);
    await futureRate(db, { effectiveOn: TODAY, rateCentsPerMillionGallons: 6800 });
    expect(await job()).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(messagesTo(smtp, client!.email)).toHaveLength(1);
  });
});

describe('a withdrawn rate', () => {
  it('never sends its notices not yet sent, failed or never claimed', async () => {
    const { db, smtp, send, job } = await openRig();
    await billedClients(db, 'withdrawn', 2);
    const failedFirst = await futureRate(db);
    const neverSent = await futureRate(db, { effectiveOn: '2027-02-01' });
    expect(await send(failedFirst.id, broken)).toMatchObject({ claimed: 2, failed: 2 });
    const withdrawnAt = new Date();
    await db.update(rateSchedule).set({ withdrawnAt });
    expect(await job()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(await send(failedFirst.id)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(await send(neverSent.id)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('stops the sending under way: the clients not told yet are never told', async () => {
    // The first message in withdraws the rate, before the mail server answers its sender.
    const onFirstMail: { withdraw?: () => Promise<void> } = {};
    const { db, smtp, send } = await openRig({ beforeReply: () => onFirstMail.withdraw?.() });
    await billedClients(db, 'stopped', 3);
    const rate = await futureRate(db);
    onFirstMail.withdraw = async () => {
      await db.update(rateSchedule).set({ withdrawnAt: new Date() }).where(eq(rateSchedule.id, rate.id));
    };
    expect(await send(rate.id)).toEqual({ claimed: 3, sent: 1, failed: 0 });
    expect(await send(rate.id)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const rows = await db.select().from(rateNotices).where(eq(rateNotices.rateId, rate.id));
    expect(rows.map((row) => [row.outcome, row.detail]).sort()).toEqual([
      ['failed', WITHDRAWN_DETAIL],
      ['failed', WITHDRAWN_DETAIL],
      ['sent', null],
    ]);
  });
});

describe('two senders at the same time', () => {
  it('from one process on one database: each client told once', async () => {
    const { db, smtp, send } = await openRig();
    const clients = await billedClients(db, 'twin', 5);
    const rate = await futureRate(db);
    const [first, second] = await Promise.all([send(rate.id), send(rate.id)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(5);
    for (const { email } of clients) expect(messagesTo(smtp, email)).toHaveLength(1);
  });

  // Instances share a PostgreSQL server; the embedded store has one connection and one instance.
  it.runIf(testDatabaseUrl)(
    'from two connections to one PostgreSQL database: each client told once',
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
      const clients = await billedClients(one.db, 'pair', 5);
      const rate = await futureRate(one.db);
      const mailer = smtpMailerTo(smtp.port);
      const [first, second] = await Promise.all([
        runRateNoticeJob(one.db, { today: TODAY, mailer }),
        sendRateNotices(other.db, rate.id, { today: TODAY, mailer }),
      ]);
      expect(first.claimed + second.claimed).toBe(5);
      expect(first.sent + second.sent).toBe(5);
      for (const { email } of clients) expect(messagesTo(smtp, email)).toHaveLength(1);
    },
  );
});
