import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rules/calendar';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer';
import { connectSandbox } from '../../test/factories/accounting';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { caller, TEST_CARD } from '../../test/factories/payments';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { multipartFile } from '../../test/factories/pumpage-upload';
import { insertWell } from '../../test/factories/wells';
import { sampleSum } from '../../test/metrics-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { AppMetrics, measureJob } from './metrics';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const today = todayIn('America/Chicago');

/** A mailer that sends until told to fail, as a mail server that goes away would. */
const mailer: Mailer & { failing: boolean } = {
  failing: false,
  send(_message: MailMessage) {
    return this.failing
      ? Promise.reject(new Error('connect ECONNREFUSED'))
      : Promise.resolve({ messageId: '<counted@test>' });
  },
};

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let as: Record<'admin' | 'owner', ReturnType<typeof caller>>;

beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: METRICS_TOKEN }, mailer });
  matrix = await insertAccessMatrix(t.database.db);
  as = {
    admin: caller(t.app, await t.tokenFor({ userId: matrix.admin.id })),
    owner: caller(t.app, await t.tokenFor({ userId: matrix.owner.id })),
  };
  await insertDistrictProfile(t.database.db);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** How much `name{labels}` moved while `event` happened. */
async function moved(name: string, labels: Record<string, string>, event: () => Promise<unknown>) {
  const before = sampleSum(await scrape(), name, labels);
  await event();
  return sampleSum(await scrape(), name, labels) - before;
}

let sequence = 0;
/** A fresh unpaid invoice of client A, due in the future: $100.00. */
function unpaidInvoice() {
  sequence += 1;
  return insertInvoice(t.database.db, {
    clientId: matrix.clientA.id,
    year: 1900 + sequence,
    quarter: 1,
    feeAmountCents: 10_000,
    billingDate: addDays(today, -5),
    dueDate: addDays(today, 25),
  });
}

describe('GET /api/metrics access', () => {
  it('answers 404 while METRICS_TOKEN is not set: metrics are off', async () => {
    const off = await createTestApp();
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it.each([
    ['no token', {}],
    ['another token', { authorization: 'Bearer metrics-token-for-the-tests-0124' }],
    ['a user’s session token', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' }],
    ['the token without Bearer', { authorization: METRICS_TOKEN }],
  ])('answers 401 to %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('answers Prometheus text to the token, with the requests counted by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      sampleSum(response.body, 'http_requests_total', { route: '/api/health', method: 'GET', status: '200' }),
    ).toBeGreaterThan(0);
    expect(
      sampleSum(response.body, 'http_request_duration_seconds_count', {
        route: '/api/health',
        method: 'GET',
      }),
    ).toBeGreaterThan(0);
    expect(sampleSum(response.body, 'portal_db_pool_connections')).toBeGreaterThan(0);
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });
});

describe('request metrics', () => {
  it('count a request under its route pattern, never its query, and unknown paths under one name', async () => {
    const counted = await moved(
      'http_requests_total',
      { route: '/api/Users/GetLoggedInUser', method: 'GET', status: '401' },
      () => t.app.inject({ method: 'GET', url: '/api/Users/GetLoggedInUser?probe=1' }),
    );
    expect(counted).toBe(1);
    const unknown = await moved('http_requests_total', { route: 'api: no route', status: '404' }, () =>
      t.app.inject({ method: 'GET', url: '/api/NoSuchThing/abc123' }),
    );
    expect(unknown).toBe(1);
    const text = await scrape();
    expect(text).not.toContain('probe=1');
    expect(text).not.toContain('abc123');
  });
});

describe('pumpage upload metrics', () => {
  let adminToken = '';
  const upload = (fileName: string, csv: string) => {
    const { payload, headers } = multipartFile(fileName, csv);
    return t.app.inject({
      method: 'POST',
      url: '/api/UploadWellPumpages',
      payload,
      headers: { ...headers, authorization: `Bearer ${adminToken}` },
    });
  };

  beforeAll(async () => {
    adminToken = await t.tokenFor({ userId: matrix.admin.id });
    await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'MET-1' });
  });

  it('count the rows an accepted upload writes', async () => {
    const rows = await moved('portal_pumpage_upload_rows_total', { kind: 'daily', result: 'inserted' }, () =>
      upload('met.csv', 'WellNumber,Date,Pumpage\nMET-1,2024-01-01,1\nMET-1,2024-01-02,2\n'),
    );
    expect(rows).toBe(2);
    const updated = await moved(
      'portal_pumpage_upload_rows_total',
      { kind: 'daily', result: 'updated' },
      () => upload('met.csv', 'WellNumber,Date,Pumpage\nMET-1,2024-01-01,3\n'),
    );
    expect(updated).toBe(1);
  });

  it('count a refused upload with the status it answered', async () => {
    const refused = await moved('portal_pumpage_uploads_total', { outcome: 'refused', status: '400' }, () =>
      upload('bad.csv', 'WellNumber,Date,Pumpage\nNO-SUCH-WELL,2024-01-01,1\n'),
    );
    expect(refused).toBe(1);
  });
});

describe('e-mail metrics', () => {
  it('count e-mails sent and e-mails that failed', async () => {
    const invoice = await unpaidInvoice();
    const send = () =>
      as.admin('GET', `/Invoice/SendEmailToClient?invoiceId=${invoice.id}&requestKey=metrics-${sequence}`);
    await t.database.query('update clients set contact_email = $1 where id = $2', [
      'billing@clienta.test',
      matrix.clientA.id,
    ]);
    expect(await moved('portal_emails_total', { outcome: 'sent' }, send)).toBe(1);
    mailer.failing = true;
    try {
      sequence += 1;
      expect(await moved('portal_emails_total', { outcome: 'failed' }, send)).toBe(1);
    } finally {
      mailer.failing = false;
    }
  });
});

describe('payment metrics', () => {
  it('count a card payment made through the provider and a check recorded by staff', async () => {
    const byCard = await unpaidInvoice();
    const paid = await moved('portal_payments_total', { outcome: 'paid', method: 'card' }, async () => {
      const intent = await as.owner(
        'GET',
        `/Invoice/CreatePaymentIntent?clientId=${matrix.clientA.id}&invoiceId=${byCard.id}&paymentMethod=card`,
      );
      const { id, client_secret } = intent.json<{ data: { id: string; client_secret: string } }>().data;
      const confirmed = await as.owner('POST', '/payments/sandbox/ConfirmPaymentIntent', {
        paymentIntentId: id,
        clientSecret: client_secret,
        card: TEST_CARD,
      });
      expect(confirmed.statusCode).toBe(200);
    });
    expect(paid).toBe(1);

    const byCheck = await unpaidInvoice();
    const checks = await moved('portal_payments_total', { outcome: 'paid', method: 'check' }, async () => {
      const recorded = await as.admin('PUT', `/RecordPaymentByAdmin?invoiceId=${byCheck.id}`, {
        checkNumber: '1042',
        amount: 100,
        dateReceived: today,
      });
      expect(recorded.statusCode).toBe(200);
    });
    expect(checks).toBe(1);
  });
});

describe('accounting sync metrics', () => {
  it('count a failed attempt and a synced one, started by staff', async () => {
    const client = await insertClient(t.database.db, { name: 'Metrics Farms' });
    const invoice = await insertInvoice(t.database.db, {
      clientId: client.id,
      year: 2026,
      quarter: 1,
      feeAmountCents: 15_000,
    });
    const sync = () => as.admin('PUT', `/Invoice/UpdateOrCreateInvoice?invoiceId=${invoice.id}`);
    expect(await moved('portal_accounting_syncs_total', { outcome: 'failed', trigger: 'staff' }, sync)).toBe(
      1,
    );
    await connectSandbox(as.admin);
    expect(await moved('portal_accounting_syncs_total', { outcome: 'synced', trigger: 'staff' }, sync)).toBe(
      1,
    );
  });
});

describe('job metrics', () => {
  it('count a job’s runs that succeed and fail, with its last success, and hand back its answer', async () => {
    const succeeded = await moved(
      'portal_job_runs_total',
      { job: 'backup', outcome: 'succeeded' },
      async () => {
        expect(await measureJob(t.app.metrics, 'backup', () => Promise.resolve(42))).toBe(42);
      },
    );
    expect(succeeded).toBe(1);
    const failed = await moved('portal_job_runs_total', { job: 'backup', outcome: 'failed' }, async () => {
      await expect(
        measureJob(t.app.metrics, 'backup', () => Promise.reject(new Error('disk full'))),
      ).rejects.toThrow('disk full');
    });
    expect(failed).toBe(1);
    const text = await scrape();
    expect(sampleSum(text, 'portal_job_duration_seconds_count', { job: 'backup' })).toBe(2);
    expect(sampleSum(text, 'portal_job_last_success_timestamp_seconds', { job: 'backup' })).toBeGreaterThan(
      0,
    );
  });

  it('keep each app’s metrics apart', async () => {
    const other = new AppMetrics(() => ({ total: 3, idle: 2, waiting: 1 }), false);
    await measureJob(other, 'only_here', () => Promise.resolve());
    const { text } = await other.exposition();
    expect(sampleSum(text, 'portal_job_runs_total', { job: 'only_here' })).toBe(1);
    expect(sampleSum(text, 'portal_db_pool_waiting_requests')).toBe(1);
    expect(sampleSum(await scrape(), 'portal_job_runs_total', { job: 'only_here' })).toBe(0);
  });
});
