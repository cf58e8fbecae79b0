import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { invoiceReportEndpoint, invoicesReportEndpoint } from '../src/shared/contracts/invoice-documents';
import { sendInvoiceEmailEndpoint } from '../src/shared/contracts/invoice-emails';
import { createSmtpMailer } from '../src/server/integrations/mail/mailer';
import { pdfPages } from '../src/server/test/pdf-text';
import { startTestSmtpServer } from '../src/server/test/smtp-server';
import type { Database } from '../src/server/db/client';
import {
  buildDistrict,
  median,
  openBenchDatabase,
  startBenchServer,
  type BenchServer,
} from './bench-district';

/** V8's collector on demand, so the memory before a run is what is live, not garbage waiting. */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

const CLIENTS = 600;
const WELLS = 2600;
const BIG_INVOICE_ITEMS = 200;
const PDF_RUNS = 9;

/**
 * A quarter of invoices, one per client, each with an item per well of its client (a few each), and
 * one client owning 200 wells: the invoices a district prints and mails at the end of a quarter.
 */
async function buildQuarterOfInvoices(database: Database): Promise<{ bigInvoiceId: number; ids: number[] }> {
  await buildDistrict(database, { clients: CLIENTS, wells: WELLS });
  await database.query(`update clients set contact_email = 'billing' || id || '@bench.test'`);
  await database.query(`update wells set client_id = (select min(id) from clients)
    where id in (select id from wells order by id limit ${BIG_INVOICE_ITEMS})`);
  await database.query(`insert into invoices (invoice_number, title, client_id, invoice_owner_name, address,
      city_state_zip, client_email, billing_date, due_date, year, quarter, gallons, fee_amount_cents,
      rate_cents_per_million_gallons, due_days, late_fee_milli_percent, late_fee_period, is_visible)
    select '2026-Q3-' || lpad(c.id::text, 5, '0'), 'Groundwater pumpage fee, 2026 Q3', c.id, c.name, c.address1,
      c.city || ', ' || c.state || ' ' || c.zip_code, c.contact_email, date '2026-10-02', date '2026-11-01', 2026, 3,
      1000 + c.id, 6500 + c.id, 6500, 30, 1500, 'day', true
    from clients c where exists (select 1 from wells w where w.client_id = c.id)`);
  await database.query(`insert into invoice_items (invoice_id, well_id, parish, use, owner_no, well_number, depth,
      month1_pumpage, month2_pumpage, month3_pumpage, flag)
    select i.id, w.id, 'Parish ' || (w.id % 8), 'Use ' || (w.id % 12), w.client_well_name, w.well_number, w.well_depth,
      1000 + w.id % 97, 2000 + w.id % 89, 3000 + w.id % 83, case when w.id % 17 = 0 then 'E' end
    from invoices i join wells w on w.client_id = i.client_id`);
  const ids = await database.query<{ id: number }>('select id from invoices order by id');
  const [big] = await database.query<{ id: number }>(
    'select invoice_id as id from invoice_items group by invoice_id order by count(*) desc limit 1',
  );
  return { bigInvoiceId: Number(big?.id), ids: ids.map((row) => Number(row.id)) };
}

async function measureOnePdf(server: BenchServer, invoiceId: number): Promise<void> {
  const url = `${invoiceReportEndpoint.path}?InvoiceId=${invoiceId}`;
  const headers = { authorization: `Bearer ${server.token}` };
  const times: number[] = [];
  let bytes: Buffer = Buffer.alloc(0);
  for (let run = 0; run < PDF_RUNS + 2; run += 1) {
    const started = performance.now();
    const response = await server.app.inject({ method: 'GET', url, headers });
    if (run >= 2) times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`PDF answered ${response.statusCode}`);
    bytes = response.rawPayload;
  }
  const pages = (await pdfPages(bytes)).length;
  const ms = median(times);
  console.log(
    `PDF of a ${BIG_INVOICE_ITEMS}-item invoice          ${ms.toFixed(0).padStart(6)} ms median, ${pages} pages, ` +
      `${(bytes.length / 1024).toFixed(0)} kB  (target < 300 ms: ${ms < 300 ? 'met' : 'MISSED'})`,
  );
}

/** The merged print over real HTTP, read as it streams, with the server's memory sampled meanwhile. */
async function measureMergedPdf(server: BenchServer, ids: number[]): Promise<void> {
  const address = server.app.server.listening
    ? `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
    : await server.app.listen({ port: 0, host: '127.0.0.1' });
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const started = performance.now();
  const response = await fetch(`${address}${invoicesReportEndpoint.path}?ids=${ids.join(',')}`, {
    headers: { authorization: `Bearer ${server.token}` },
  });
  if (!response.ok || !response.body) throw new Error(`merged PDF answered ${response.status}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  collectGarbage();
  const after = process.memoryUsage();
  const mb = (value: number) => (value / 1_048_576).toFixed(0);
  console.log(
    `Merged PDF of ${ids.length} invoices              ${seconds.toFixed(1).padStart(6)} s, ${(bytes / 1_048_576).toFixed(1)} MB; ` +
      `server heap ${mb(before.heapUsed)} MB, peak ${mb(peakHeap)}, after ${mb(after.heapUsed)}; RSS peak ${mb(peakRss)} MB` +
      `  (target < 60 s: ${seconds < 60 ? 'met' : 'MISSED'})`,
  );
}

async function measureEmails(server: BenchServer, ids: number[], received: () => number): Promise<void> {
  const started = performance.now();
  for (const [index, invoiceId] of ids.entries()) {
    const response = await server.app.inject({
      method: 'GET',
      url: `${sendInvoiceEmailEndpoint.path}?invoiceId=${invoiceId}&requestKey=bench-${index}-${invoiceId}`,
      headers: { authorization: `Bearer ${server.token}` },
    });
    if (response.statusCode !== 200)
      throw new Error(`send answered ${response.statusCode}: ${response.body}`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${ids.length} invoice e-mails with PDFs to SMTP     ${seconds.toFixed(1).padStart(6)} s (${received()} received, ` +
      `${((seconds * 1000) / ids.length).toFixed(0)} ms each)`,
  );
}

export async function run(): Promise<void> {
  const database = await openBenchDatabase();
  try {
    const started = performance.now();
    const { bigInvoiceId, ids } = await buildQuarterOfInvoices(database);
    console.log(
      `store: ${database.kind}; ${ids.length} invoices of a quarter (built in ${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
    );
    const smtp = await startTestSmtpServer();
    const mailer = createSmtpMailer(
      { host: '127.0.0.1', port: smtp.port, secure: false },
      'District <billing@bench.test>',
    );
    const server = await startBenchServer(database, undefined, mailer);
    try {
      await measureOnePdf(server, bigInvoiceId);
      await measureEmails(server, ids.slice(0, 600), () => smtp.received.length);
      // Flat memory: printing six times the invoices peaks no higher than printing a hundred.
      await measureMergedPdf(server, ids.slice(0, 100));
      await measureMergedPdf(server, ids.slice(0, 600));
    } finally {
      await server.close();
      await smtp.close();
    }
  } finally {
    await database.close();
  }
}
