import { performance } from 'node:perf_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  invoiceFilterSchema,
  invoicePageQuerySchema,
  listInvoicesEndpoint,
  type InvoiceFilter,
} from '../src/shared/contracts/invoice-lists';
import { generateQuarterInvoicesEndpoint, getInvoiceEndpoint } from '../src/shared/contracts/invoices';
import { lastQuarterEndedBy, quarterBefore } from '../src/shared/rules/quarters';
import type { Database } from '../src/server/db/client';
import { invoiceItems, invoices, wells } from '../src/server/db/schema';
import { billableWellsSql } from '../src/server/modules/invoices/billable-wells';
import { invoicePageQuery } from '../src/server/modules/invoices/get-invoice';
import { filterConditions } from '../src/server/modules/invoices/list-invoices';
import { invoiceOrderBy, invoiceSummariesQuery } from '../src/server/modules/invoices/invoice-summaries';
import { visibleInvoices } from '../src/server/modules/auth/scope';
import { alternatingMedians, bareQuery, median, type BenchServer } from './bench-district';
import { onFullSizeDistrict } from './full-size-district';
import { printRatio } from './measure';

const GENERATION_RUNS = 5;
const BIG_INVOICE_WELLS = 200;

function inject(server: BenchServer, method: 'GET' | 'POST', url: string, payload?: object) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${server.token}` }, payload });
}

async function deleteQuarter(database: Database, period: { year: number; quarter: number }) {
  await database.db
    .delete(invoices)
    .where(and(eq(invoices.year, period.year), eq(invoices.quarter, period.quarter)));
}

/**
 * Generating a quarter for every client, against the bare SQL aggregate of the same pumpage (the
 * billable-wells statement alone): the invoices are deleted before each run, untimed.
 */
async function measureGeneration(
  database: Database,
  server: BenchServer,
  period: { year: number; quarter: number },
) {
  console.log(`\nGenerate ${period.year} Q${period.quarter} for every client:`);
  const bare = bareQuery(database, billableWellsSql(period, { kind: 'uninvoiced' }));
  const apiTimes: number[] = [];
  const sqlTimes: number[] = [];
  let created = 0;
  for (let run = 0; run < GENERATION_RUNS; run += 1) {
    await deleteQuarter(database, period);
    let started = performance.now();
    await bare();
    sqlTimes.push(performance.now() - started);
    started = performance.now();
    const response = await inject(server, 'POST', generateQuarterInvoicesEndpoint.path, period);
    apiTimes.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`generation answered ${response.statusCode}: ${response.body}`);
    created = (response.json() as { created: number }).created;
  }
  const [items] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(and(eq(invoices.year, period.year), eq(invoices.quarter, period.quarter)));
  console.log(`    ${created} invoices, ${items?.count ?? 0} items`);
  const apiMs = median(apiTimes);
  printRatio('POST GenerateQuarterInvoices', apiMs, median(sqlTimes), 2);
  if (database.kind === 'postgres') console.log(`    ${apiMs < 5000 ? 'under' : 'ABOVE'} 5 s on PostgreSQL`);
}

/** The list's first page for each filter, against its own statement run bare. */
async function measureList(database: Database, server: BenchServer, year: number, clientIds: number[]) {
  console.log('\nInvoice list, first page of 100:');
  const cases: [string, InvoiceFilter][] = [
    ['this year', { year: [year] }],
    ['every invoice', {}],
    ['quarter 1 and 2', { quaters: [1, 2] }],
    ['10 clients', { clientIds: clientIds.slice(0, 10) }],
    ['unpaid', { hasPaid: false }],
    ['paid', { hasPaid: true }],
  ];
  for (const [label, filter] of cases) {
    const query = invoicePageQuerySchema.parse({});
    const statement = invoiceSummariesQuery(database.db, {
      where: visibleInvoices(server.caller, filterConditions(invoiceFilterSchema.parse(filter))),
      orderBy: invoiceOrderBy(query),
      limit: query.pageSize,
      offset: 0,
    }).getSQL();
    const url = listInvoicesEndpoint.path;
    const first = await inject(server, 'POST', url, filter);
    if (first.statusCode !== 200) throw new Error(`list answered ${first.statusCode}: ${first.body}`);
    const { apiMs, sqlMs } = await alternatingMedians(
      () => inject(server, 'POST', url, filter),
      bareQuery(database, statement),
      5,
      10,
    );
    printRatio(`GetAllInvoices, ${label}`, apiMs, sqlMs, 1.5);
  }
}

/** An invoice of 200 items read whole, against its one statement run bare. */
async function measureBigInvoice(database: Database, server: BenchServer, invoiceId: number) {
  console.log(`\nAn invoice of ${BIG_INVOICE_WELLS} items:`);
  const url = `${getInvoiceEndpoint.path}?invoiceId=${invoiceId}&page=1&pageSize=${BIG_INVOICE_WELLS}`;
  const statement = invoicePageQuery(database.db, invoiceId, {
    page: 1,
    pageSize: BIG_INVOICE_WELLS,
  }).getSQL();
  const { apiMs, sqlMs } = await alternatingMedians(
    () => inject(server, 'GET', url),
    bareQuery(database, statement),
    5,
    10,
  );
  printRatio('GetInvoiceById, 200 items', apiMs, sqlMs, 1.5);
}

export async function run(): Promise<void> {
  await onFullSizeDistrict(async (database, server, today) => {
    // One client owns 200 of the metered wells, so one invoice has 200 items.
    const metered = await database.db
      .select({ id: wells.id, clientId: wells.clientId })
      .from(wells)
      .orderBy(wells.id);
    const bigClient = metered[0]?.clientId ?? 0;
    await database.db
      .update(wells)
      .set({ clientId: bigClient })
      .where(
        inArray(
          wells.id,
          metered.slice(0, BIG_INVOICE_WELLS).map((well) => well.id),
        ),
      );

    const newest = lastQuarterEndedBy(today);
    await measureGeneration(database, server, newest);
    // Three more quarters, so the list has a year and more to filter.
    let period = newest;
    for (let step = 0; step < 3; step += 1) {
      period = quarterBefore(period);
      await inject(server, 'POST', generateQuarterInvoicesEndpoint.path, period);
    }
    // About half of them paid, as a district's list would hold.
    await database.query(`update invoices set has_paid = true, payment_date = now() where id % 2 = 0`);
    await database.query('analyze');
    const clientIds = [...new Set(metered.map((well) => well.clientId ?? 0))].filter(Boolean);
    await measureList(database, server, newest.year, clientIds);
    const [big] = await database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.clientId, bigClient),
          eq(invoices.year, newest.year),
          eq(invoices.quarter, newest.quarter),
        ),
      );
    if (!big) throw new Error('no invoice of the 200-well client');
    await measureBigInvoice(database, server, big.id);
  });
}
