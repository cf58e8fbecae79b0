import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type DbOrTx } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import {
  insertReportingClient,
  jobSettings,
  MONTHLY_CALENDAR,
  remindersOfClient,
  reportByReading,
  setCalendar,
  smtpMailerTo,
} from '../../test/factories/reporting';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
  type TestSmtpServerOptions,
} from '../../test/smtp-server';
import { copyTemplateDatabase, openTestDatabase } from '../../test/test-app';
import { runReportingJob } from './reporting-job';

/*
 * A reporting reminder goes to a client at most once, and exactly once when nothing stops it: the
 * reminder is a unique row claimed before the mail is handed over. Each test has a database and a
 * mail server of its own, since the job reminds every client with a report missing. The days follow
 * MONTHLY_CALENDAR: January 2025's report is due 2025-03-02.
 */

const DUE_SOON_DAY = '2025-02-23';
const OVERDUE_DAY = '2025-03-03';
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const JOB_SCRIPT = fileURLToPath(new URL('../../test/reporting-job-process.ts', import.meta.url));
/** Time for the job's process to start and reach its first message: tsx compiles on the way. */
const PROCESS_BOUND_MS = 90_000;

/** A received message's text with quoted-printable soft line breaks joined and spaces collapsed. */
const readable = (data: string | undefined) => (data ?? '').replace(/=\r?\n/g, '').replace(/\s+/g, ' ');
const subjectOf = (mail: ReceivedMail | undefined) => /^Subject: (.*)$/m.exec(mail?.data ?? '')?.[1] ?? null;
const messagesTo = (smtp: TestSmtpServer, address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address));

/** A database of the test's own on the monthly calendar, a local mail server, and the job on a day. */
async function openRig(options: TestSmtpServerOptions = {}) {
  const database = await openTestDatabase();
  const smtp = await startTestSmtpServer(options);
  onTestFinished(async () => {
    await database.close();
    await smtp.close();
  });
  const { db } = database;
  await setCalendar(db, [MONTHLY_CALENDAR]);
  const mailer = smtpMailerTo(smtp.port);
  return {
    db,
    smtp,
    mailer,
    run: (today: string, by: Mailer = mailer) => runReportingJob(db, jobSettings(today, by)),
  };
}

/** A PostgreSQL database of the test's own, with its URL, for other connections and processes. */
async function openSharedPostgres(url: string) {
  const copy = await copyTemplateDatabase(url);
  const database = await openDatabase({ databaseUrl: copy.url });
  onTestFinished(async () => {
    await database.close();
    await copy.drop();
  });
  await setCalendar(database.db, [MONTHLY_CALENDAR]);
  return { url: copy.url, db: database.db };
}

/** Clients `prefix`-1..n, one metered well each owing January 2025, each with one address. */
async function insertClients(db: DbOrTx, prefix: string, count: number) {
  const made = [];
  for (let index = 1; index <= count; index += 1) {
    const email = `${prefix}-${index}@clients.test`;
    const { client } = await insertReportingClient(db, {
      emails: [email],
      wellNumbers: [`${prefix.toUpperCase()}-${index}`],
    });
    made.push({ clientId: client.id, email });
  }
  return made;
}

/** How many messages each address received, by address. */
function countsOf(smtp: TestSmtpServer, emails: readonly string[]): Record<string, number> {
  return Object.fromEntries(emails.map((email) => [email, messagesTo(smtp, email).length]));
}
const onceEach = (emails: readonly string[]) => Object.fromEntries(emails.map((email) => [email, 1]));

/** A promise and the function that settles it. */
function signal<T = void>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('the reporting job run twice on the same day', () => {
  it('reminds each client once, listing its wells and the portal link; the second run sends nothing', async () => {
    const { db, smtp, run } = await openRig();
    const a = await insertReportingClient(db, {
      name: 'Acadia Farms',
      emails: ['office@acadia.test', 'owner@acadia.test'],
      wellNumbers: ['RA-1', 'RA-2'],
    });
    const b = await insertReportingClient(db, { emails: ['b@bayou.test'], wellNumbers: ['RB-1'] });
    const reported = await insertReportingClient(db, { emails: ['c@cypress.test'], wellNumbers: ['RC-1'] });
    await reportByReading(db, reported.wells[0]!, '2025-02-01');

    expect(await run(DUE_SOON_DAY)).toMatchObject({ levied: 0, sent: 2, alreadyReminded: 0, failed: 0 });
    expect(await run(DUE_SOON_DAY)).toMatchObject({ levied: 0, sent: 0, alreadyReminded: 2, failed: 0 });

    expect(
      countsOf(smtp, ['office@acadia.test', 'owner@acadia.test', 'b@bayou.test', 'c@cypress.test']),
    ).toEqual({
      'office@acadia.test': 1,
      'owner@acadia.test': 1,
      'b@bayou.test': 1,
      'c@cypress.test': 0,
    });
    expect(smtp.received).toHaveLength(2);
    const [toA] = messagesTo(smtp, 'office@acadia.test');
    expect(toA?.to).toEqual(['office@acadia.test', 'owner@acadia.test']);
    expect(subjectOf(toA)).toBe('Pumpage reports due soon: 2 to make');
    const text = readable(toA?.data);
    expect(text).toContain('Dear Acadia Farms,');
    expect(text).toContain('January 2025: due by 03/02/2025');
    expect(text).toContain('- well RA-1: enter the meter reading');
    expect(text).toContain('- well RA-2: enter the meter reading');
    expect(text).not.toContain('RB-1');
    expect(text).toContain('Enter meter readings in the portal: http://localhost:3000/client/meter-readings');
    expect(readable(messagesTo(smtp, 'b@bayou.test')[0]?.data)).toContain(
      '- well RB-1: enter the meter reading',
    );

    const [reminder] = await remindersOfClient(db, a.client.id);
    expect({ ...reminder, wellNumbers: [...(reminder?.wellNumbers ?? [])].sort() }).toMatchObject({
      periodKey: '2025-01',
      kind: 'due-soon',
      sequence: 0,
      outcome: 'sent',
      attempts: 1,
      wellNumbers: ['RA-1', 'RA-2'],
      recipients: 'office@acadia.test, owner@acadia.test',
    });
    expect(await remindersOfClient(db, a.client.id)).toHaveLength(1);
    expect(await remindersOfClient(db, b.client.id)).toHaveLength(1);
    expect(await remindersOfClient(db, reported.client.id)).toEqual([]);
  });
});

describe('the reporting job run twice at the same time', () => {
  it('from one process on one database: each client reminded once', async () => {
    const { db, smtp, run } = await openRig();
    const clients = await insertClients(db, 'twin', 6);
    const [first, second] = await Promise.all([run(OVERDUE_DAY), run(OVERDUE_DAY)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(6);
    expect((first?.alreadyReminded ?? 0) + (second?.alreadyReminded ?? 0)).toBe(6);
    const emails = clients.map((client) => client.email);
    expect(countsOf(smtp, emails)).toEqual(onceEach(emails));
    expect(smtp.received).toHaveLength(6);
  });

  // Instances share a PostgreSQL server; the embedded store has one connection and one instance.
  it.runIf(testDatabaseUrl)(
    'from two connections to one PostgreSQL database: each client reminded once, each fee levied once',
    async () => {
      const { url, db } = await openSharedPostgres(testDatabaseUrl ?? '');
      await setCalendar(db, [{ ...MONTHLY_CALENDAR, lateFeeCents: 2_500 }]);
      const clients = await insertClients(db, 'pair', 6);
      const smtp = await startTestSmtpServer();
      const other = await openDatabase({ databaseUrl: url });
      onTestFinished(async () => {
        await other.close();
        await smtp.close();
      });
      const mailer = smtpMailerTo(smtp.port);
      const [first, second] = await Promise.all([
        runReportingJob(db, jobSettings(OVERDUE_DAY, mailer)),
        runReportingJob(other.db, jobSettings(OVERDUE_DAY, mailer)),
      ]);
      expect(first.sent + second.sent).toBe(6);
      expect(first.levied + second.levied).toBe(6);
      const emails = clients.map((client) => client.email);
      expect(countsOf(smtp, emails)).toEqual(onceEach(emails));
      for (const { clientId } of clients) {
        expect((await remindersOfClient(db, clientId)).map((row) => [row.kind, row.outcome])).toEqual([
          ['overdue', 'sent'],
        ]);
      }
    },
  );
});

describe('a run stopped after handing a reminder over, then run again', () => {
  it('in one process: the message handed over is not sent again, every other client gets its own', async () => {
    const { db, smtp, run } = await openRig();
    const clients = await insertClients(db, 'halt', 4);
    // The first message reaches the mail server, then its run never hears back: a process stopped
    // between the handover and the record of it.
    const handedOver = signal();
    const real = smtpMailerTo(smtp.port);
    const stalling: Mailer = {
      async send(message) {
        await real.send(message);
        handedOver.settle();
        return new Promise<never>(() => undefined);
      },
    };
    void run(DUE_SOON_DAY, stalling);
    await handedOver.promise;
    const [held] = smtp.received;
    const heldEmail = held?.to[0] ?? '';

    expect(await run(DUE_SOON_DAY)).toMatchObject({ sent: 3, alreadyReminded: 1, failed: 0 });
    const emails = clients.map((client) => client.email);
    expect(countsOf(smtp, emails)).toEqual(onceEach(emails));
    for (const { clientId, email } of clients) {
      const outcome = email === heldEmail ? 'sending' : 'sent';
      expect((await remindersOfClient(db, clientId)).map((row) => row.outcome)).toEqual([outcome]);
    }
  });

  // Only PostgreSQL is shared with a process of its own.
  it.runIf(testDatabaseUrl)(
    'a process killed while its first message is with the mail server: that one is not sent again, the others are',
    { timeout: PROCESS_BOUND_MS + 30_000 },
    async () => {
      const { url, db } = await openSharedPostgres(testDatabaseUrl ?? '');
      const clients = await insertClients(db, 'kill', 4);
      const arrived = signal<ReceivedMail>();
      const release = signal();
      let holding = false;
      // The mail server keeps the first message and answers it only once its sender is dead.
      const smtp = await startTestSmtpServer({
        async beforeReply(mail) {
          if (holding) return;
          holding = true;
          arrived.settle(mail);
          await release.promise;
        },
      });
      onTestFinished(async () => {
        release.settle();
        await smtp.close();
      });
      const job = spawnReportingJob(url, smtp.port, DUE_SOON_DAY);
      onTestFinished(() => job.kill());
      const first = await Promise.race([arrived.promise, job.exited.then(() => null)]);
      expect(first, `the job's process ended before its first message:\n${job.output()}`).not.toBeNull();
      job.kill();
      expect((await job.exited).signal).toBe('SIGKILL');
      release.settle();
      const heldEmail = first?.to[0] ?? '';

      expect(await runReportingJob(db, jobSettings(DUE_SOON_DAY, smtpMailerTo(smtp.port)))).toMatchObject({
        sent: 3,
        alreadyReminded: 1,
        failed: 0,
      });
      const emails = clients.map((client) => client.email);
      expect(countsOf(smtp, emails)).toEqual(onceEach(emails));
      for (const { clientId, email } of clients) {
        const outcome = email === heldEmail ? 'sending' : 'sent';
        expect((await remindersOfClient(db, clientId)).map((row) => row.outcome)).toEqual([outcome]);
      }
    },
  );
});

/** The reporting job in a process of its own (src/server/test/reporting-job-process.ts). */
function spawnReportingJob(databaseUrl: string, smtpPort: number, today: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', JOB_SCRIPT, databaseUrl, String(smtpPort), today],
    { env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return {
    exited,
    output: () => output,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

describe('a reminder the mail server refuses', () => {
  it('is recorded as failed and sent by the next run, once', async () => {
    const { db, smtp, run } = await openRig();
    const { client } = await insertReportingClient(db, {
      emails: ['retry@clients.test'],
      wellNumbers: ['RF-1'],
    });
    smtp.refuseNext();
    expect(await run(DUE_SOON_DAY)).toMatchObject({ sent: 0, failed: 1 });
    const [failed] = await remindersOfClient(db, client.id);
    expect(failed).toMatchObject({ kind: 'due-soon', outcome: 'failed', attempts: 1 });
    expect(failed?.detail).toMatch(/mailbox unavailable/);
    expect(smtp.received).toEqual([]);

    expect(await run(DUE_SOON_DAY)).toMatchObject({ sent: 1, failed: 0 });
    expect(await run('2025-02-24')).toMatchObject({ sent: 0, alreadyReminded: 1, failed: 0 });
    expect(messagesTo(smtp, 'retry@clients.test')).toHaveLength(1);
    expect(await remindersOfClient(db, client.id)).toMatchObject([
      { kind: 'due-soon', outcome: 'sent', attempts: 2, detail: null },
    ]);
  });

  it('is cancelled, not sent, once the report is made', async () => {
    const { db, smtp, run } = await openRig();
    const { client, wells } = await insertReportingClient(db, {
      emails: ['made@clients.test'],
      wellNumbers: ['RM-1'],
    });
    smtp.refuseNext();
    expect(await run(DUE_SOON_DAY)).toMatchObject({ sent: 0, failed: 1 });
    await reportByReading(db, wells[0]!, '2025-02-24');
    expect(await run('2025-02-24')).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    expect(await remindersOfClient(db, client.id)).toMatchObject([
      { kind: 'due-soon', outcome: 'cancelled' },
    ]);
  });

  // Fails today: the retry claims the failed row back without its well numbers, so the row keeps
  // naming the wells of the refused message, not those of the message that went.
  it('sent by the next run lists, and records, only the wells still missing then', async () => {
    const { db, smtp, run } = await openRig();
    const { client, wells } = await insertReportingClient(db, {
      emails: ['fewer@clients.test'],
      wellNumbers: ['RW-1', 'RW-2'],
    });
    smtp.refuseNext();
    expect(await run(DUE_SOON_DAY)).toMatchObject({ failed: 1 });
    await reportByReading(db, wells[1]!, '2025-02-24');
    expect(await run('2025-02-24')).toMatchObject({ sent: 1 });
    const text = readable(smtp.received[0]?.data);
    expect(text).toContain('- well RW-1: enter the meter reading');
    expect(text).not.toContain('RW-2');
    expect(await remindersOfClient(db, client.id)).toMatchObject([
      { kind: 'due-soon', outcome: 'sent', attempts: 2, wellNumbers: ['RW-1'] },
    ]);
  });

  it('is cancelled once a later reminder takes its place, which goes instead', async () => {
    const { db, smtp, run } = await openRig();
    const { client } = await insertReportingClient(db, {
      emails: ['later@clients.test'],
      wellNumbers: ['RL-1'],
    });
    smtp.refuseNext();
    expect(await run(DUE_SOON_DAY)).toMatchObject({ failed: 1 });
    expect(await run(OVERDUE_DAY)).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.received.map(subjectOf)).toEqual(['Overdue pumpage report: 1 to make']);
    expect((await remindersOfClient(db, client.id)).map((row) => [row.kind, row.outcome])).toEqual([
      ['due-soon', 'cancelled'],
      ['overdue', 'sent'],
    ]);
  });
});

describe('the reminders over the days', () => {
  it('due soon 7 days before the due date, overdue the day after it, then still overdue weekly', async () => {
    const { db, smtp, run } = await openRig();
    const { client } = await insertReportingClient(db, {
      emails: ['steps@clients.test'],
      wellNumbers: ['RS-1'],
    });
    const days = [
      '2025-02-22',
      '2025-02-23',
      '2025-02-24',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-17',
    ];
    const sentOn: [string, string | null][] = [];
    for (const day of days) {
      const before = smtp.received.length;
      await run(day);
      expect(smtp.received.length - before).toBeLessThanOrEqual(1);
      sentOn.push([day, smtp.received.length > before ? subjectOf(smtp.received.at(-1)) : null]);
    }
    expect(sentOn).toEqual([
      ['2025-02-22', null],
      ['2025-02-23', 'Pumpage report due soon: 1 to make'],
      ['2025-02-24', null],
      ['2025-03-02', null],
      ['2025-03-03', 'Overdue pumpage report: 1 to make'],
      ['2025-03-04', null],
      ['2025-03-09', null],
      ['2025-03-10', 'Overdue pumpage report: 1 to make'],
      ['2025-03-11', null],
      ['2025-03-17', 'Overdue pumpage report: 1 to make'],
    ]);
    expect(readable(smtp.received[1]?.data)).toContain('January 2025: was due on 03/02/2025');
    expect(
      (await remindersOfClient(db, client.id)).map((row) => [
        row.periodKey,
        row.kind,
        row.sequence,
        row.outcome,
      ]),
    ).toEqual([
      ['2025-01', 'due-soon', 0, 'sent'],
      ['2025-01', 'overdue', 0, 'sent'],
      ['2025-01', 'still-overdue', 1, 'sent'],
      ['2025-01', 'still-overdue', 2, 'sent'],
    ]);
  });

  it('a run that missed days sends only the latest step, and one message for all the periods it names', async () => {
    const { db, smtp, run } = await openRig();
    const { client } = await insertReportingClient(db, {
      emails: ['late@clients.test'],
      wellNumbers: ['RX-1'],
    });
    expect(await run('2025-03-18')).toMatchObject({ sent: 1 });
    expect(
      (await remindersOfClient(db, client.id)).map((row) => [row.periodKey, row.kind, row.sequence]),
    ).toEqual([['2025-01', 'still-overdue', 2]]);
    // A week later January is still overdue (3) and February's report is due soon: one message.
    expect(await run('2025-03-24')).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(2);
    const text = readable(smtp.received[1]?.data);
    expect(text).toContain('January 2025: was due on 03/02/2025');
    expect(text).toContain('February 2025: due by 03/30/2025');
    expect(subjectOf(smtp.received[1])).toBe('Overdue pumpage reports: 2 to make');
    expect(
      (await remindersOfClient(db, client.id))
        .map((row) => [row.periodKey, row.kind, row.sequence])
        .sort((x, y) => String(x).localeCompare(String(y))),
    ).toEqual([
      ['2025-01', 'still-overdue', 2],
      ['2025-01', 'still-overdue', 3],
      ['2025-02', 'due-soon', 0],
    ]);
  });
});

describe('a client without a contact e-mail address', () => {
  it('has its reminder recorded as no-recipient; nothing is sent, nothing fails', async () => {
    const { db, smtp, run } = await openRig();
    const { client } = await insertReportingClient(db, { emails: [], wellNumbers: ['RN-1'] });
    expect(await run(DUE_SOON_DAY)).toMatchObject({ sent: 0, alreadyReminded: 0, failed: 0 });
    expect(await run(DUE_SOON_DAY)).toMatchObject({ sent: 0, alreadyReminded: 1, failed: 0 });
    expect(smtp.received).toEqual([]);
    expect(await remindersOfClient(db, client.id)).toMatchObject([
      {
        kind: 'due-soon',
        outcome: 'no-recipient',
        recipients: '',
        detail: 'The client has no contact e-mail address.',
      },
    ]);
  });
});
