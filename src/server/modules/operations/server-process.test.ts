import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/calendar';
import { openDatabase, type Database } from '../../db/client';
import { clients, payments } from '../../db/schema';
import { createSandboxProvider } from '../../integrations/payments/sandbox-provider';
import { insertInvoice } from '../../test/factories/invoices';
import { todayIn } from '../../time';
import { LOCK_FILE_NAME } from '../../db/data-dir-lock';
import { AccessTokens } from '../auth';
import { insertClient, insertUser } from '../../test/factories/people';
import { countPumpageRows, multipartFile } from '../../test/factories/pumpage-upload';
import { insertWell } from '../../test/factories/wells';
import { spawnServer, type ServerProcess } from '../../test/server-process';
import { copyTemplateDatabase, TEST_JWT_SECRET } from '../../test/test-app';

const UPLOAD_PATH = '/api/UploadWellPumpages';
const WELLS = 40;
const DAYS = 3_000;

/** The store of this pass: a data folder of its own, or a PostgreSQL database copied from the template. */
interface Store {
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function createStore(): Promise<Store> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const copy = await copyTemplateDatabase(testDatabaseUrl);
    return {
      env: { DATABASE_URL: copy.url },
      open: () => openDatabase({ databaseUrl: copy.url }),
      remove: copy.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-process-'));
  const store: Store = {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
  const database = await store.open();
  await database.migrate();
  await database.close();
  return store;
}

/** An Admin's token and the wells a pumpage file names. */
async function fillStore(store: Store): Promise<string> {
  const database = await store.open();
  try {
    const client = await insertClient(database.db, { name: 'Process test client' });
    const admin = await insertUser(database.db, { email: 'process-admin@test.local', role: 'Admin' });
    for (let well = 1; well <= WELLS; well += 1) {
      await insertWell(database.db, { clientId: client.id, wellNumber: `PROC-${well}` });
    }
    return await new AccessTokens(TEST_JWT_SECRET, 15).issue({
      userId: admin.id,
      roles: [],
      clientIds: [],
      accessLevel: 0,
    });
  } finally {
    await database.close();
  }
}

/**
 * An invoice whose card payment the sandbox charged while the portal that asked for it died before
 * recording it (kill -9 between the charge and the record): the payment is pending and was last
 * touched ten minutes ago, the sandbox's intent has succeeded, and no event will ever come.
 */
async function chargedButNotRecorded(store: Store) {
  const database = await store.open();
  try {
    const [client] = await database.db.select().from(clients).limit(1);
    const clientId = client?.id ?? 0;
    const today = todayIn('America/Chicago');
    const invoice = await insertInvoice(database.db, {
      clientId,
      year: 2001,
      quarter: 1,
      feeAmountCents: 10_000,
      billingDate: addDays(today, -5),
      dueDate: addDays(today, 25),
    });
    const sandbox = createSandboxProvider(database.db, { settleSeconds: 0, webhookSecret: 'whsec_unused' });
    const intent = await sandbox.createIntent({
      amountCents: 10_320,
      method: 'card',
      invoiceId: invoice.id,
      clientId,
      description: 'Killed before it was recorded',
      idempotencyKey: `invoice-${invoice.id}-card-10320-0`,
    });
    await database.db.insert(payments).values({
      invoiceId: invoice.id,
      clientId,
      method: 'card',
      provider: 'sandbox',
      paymentIntentId: intent.id,
      amountCents: 10_320,
      processingFeeCents: 320,
      invoiceTotalCents: 10_000,
      status: 'pending',
      createdAt: new Date(Date.now() - 600_000),
      updatedAt: new Date(Date.now() - 600_000),
    });
    await sandbox.confirm({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expiry: '12 / 40', cvc: '123' },
    });
    return { invoiceId: invoice.id, intentId: intent.id };
  } finally {
    await database.close();
  }
}

/** Daily pumpage of every well for `days` days from 2010: `wells × days` rows. */
function pumpageCsv(wells: number, days: number): string {
  const lines = ['WellNumber,Date,Pumpage'];
  const start = Date.UTC(2010, 0, 1);
  for (let well = 1; well <= wells; well += 1) {
    for (let day = 0; day < days; day += 1) {
      lines.push(
        `PROC-${well},${new Date(start + day * 86_400_000).toISOString().slice(0, 10)},${(day % 97) + 1}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Starts an upload over HTTP. `bodySent` resolves once the whole body has left the client; the
 * answer resolves with its status, or null when the connection ended without one.
 */
function startUpload(
  server: ServerProcess,
  token: string,
  csv: string,
  options: { holdLastBytes?: number } = {},
) {
  const { payload, headers } = multipartFile('pumpage.csv', csv);
  const request = http.request(`${server.baseUrl}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: { ...headers, 'content-length': payload.length, authorization: `Bearer ${token}` },
  });
  const answer = new Promise<number | null>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? null));
    });
    request.on('error', () => resolve(null));
  });
  const held = options.holdLastBytes ?? 0;
  request.write(payload.subarray(0, payload.length - held));
  const sendRest = () => {
    request.end(payload.subarray(payload.length - held));
    return once(request, 'finish');
  };
  const bodySent = held ? Promise.resolve() : sendRest();
  return { answer, bodySent, sendRest };
}

async function upload(server: ServerProcess, token: string, csv: string): Promise<number | null> {
  return startUpload(server, token, csv).answer;
}

describe('the server process', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function started(store: Store, settings: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await spawnServer(store.env, settings);
    cleanups.push(async () => {
      server.kill('SIGKILL');
      await server.exited;
    });
    return server;
  }

  async function newStore(): Promise<Store> {
    const store = await createStore();
    cleanups.push(() => store.remove());
    return store;
  }

  it('killed in the middle of an upload, starts again with the upload whole or absent and the database usable', async () => {
    const store = await newStore();
    const token = await fillStore(store);
    const first = await started(store);

    const upload1 = startUpload(first, token, pumpageCsv(WELLS, DAYS));
    let answered = false;
    void upload1.answer.then((status) => (answered = status !== null));
    await upload1.bodySent;
    // The server is now reading, checking or writing the rows.
    await sleep(300);
    expect(answered).toBe(false);
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    if ('DATA_DIR' in store.env) {
      // Its lock is left behind, naming a process that is gone.
      const lock = JSON.parse(readFileSync(path.join(store.env.DATA_DIR, LOCK_FILE_NAME), 'utf8')) as {
        pid: number;
      };
      expect(lock.pid).toBe(first.pid);
    }

    const second = await started(store);
    expect(second.output()).not.toContain('in use by');
    if ('DATA_DIR' in store.env)
      expect(second.output()).toContain(`Process ${first.pid} ended without releasing`);
    // Usable: a later upload is taken whole.
    expect(await upload(second, token, pumpageCsv(2, 10).replaceAll('2010-', '2009-'))).toBe(200);
    second.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const database = await store.open();
    const { daily } = await countPumpageRows(database.db);
    await database.close();
    expect([20, WELLS * DAYS + 20]).toContain(daily);
  });

  it('on SIGTERM finishes the upload in flight, takes no new connection, and exits having released the store', async () => {
    const store = await newStore();
    const token = await fillStore(store);
    const server = await started(store);

    const inFlight = startUpload(server, token, pumpageCsv(3, 100), { holdLastBytes: 100 });
    await sleep(200);
    server.kill('SIGTERM');
    await expect.poll(() => server.output()).toContain('SIGTERM: finishing the requests in flight');
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    await inFlight.sendRest();
    expect(await inFlight.answer).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    if ('DATA_DIR' in store.env)
      expect(existsSync(path.join(store.env.DATA_DIR, LOCK_FILE_NAME))).toBe(false);

    const database = await store.open();
    expect((await countPumpageRows(database.db)).daily).toBe(300);
    await database.close();
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses to start on a data folder another process is using, naming that process',
    async () => {
      const store = await newStore();
      const running = await started(store);
      const refused = await spawnServer(store.env);
      expect((await refused.exited).code).toBe(1);
      expect(refused.output()).toContain(`is in use by process ${running.pid}`);
      // The running one is untouched.
      expect((await fetch(`${running.baseUrl}/api/health`)).status).toBe(200);
    },
  );

  it('records, as it starts, a payment the provider charged just before the last process was killed', async () => {
    const store = await newStore();
    const token = await fillStore(store);
    const { invoiceId, intentId } = await chargedButNotRecorded(store);

    const server = await started(store);
    // The reconciliation sweep runs at start and asks the provider about the stale payment.
    const paid = async () => {
      const answer = await fetch(`${server.baseUrl}/api/GetInvoiceById?invoiceId=${invoiceId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { data: { hasPaid: boolean } }).data.hasPaid;
    };
    await expect.poll(paid, { timeout: 30_000, interval: 250 }).toBe(true);
    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const database = await store.open();
    const [payment] = await database.db.select().from(payments).where(eq(payments.paymentIntentId, intentId));
    await database.close();
    expect(payment).toMatchObject({ status: 'succeeded', receivedCents: 10_320 });
  });
});
