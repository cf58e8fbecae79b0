import type { SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { alternatingMedians, bareQuery, type BenchServer } from './bench-district';
import { printRatio } from './measure';

/*
 * The API calls the benchmarks time against their bare SQL, listed once per area (reports,
 * dashboard, water data, pumpage table) and measured by the area's own benchmark, by `scale` on two
 * district sizes and, without the SQL, by `load`.
 */

export interface ApiRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  /** Whose call it is; the bench Admin's when absent. */
  token?: string;
}

/**
 * What issue 30 asks of a call on PostgreSQL: `interactive` (reports, dashboards, monthly water
 * data) under 100 ms at full size, 150 ms on the big district and at most 1.5 times its full-size
 * time; `excel` under 300 ms; `first page` (the pumpage table's) under 100 ms on the big district.
 */
export type CallTarget = 'interactive' | 'excel' | 'first page';

/** Runs the call's statements bare, as the driver receives them. */
export type BareRun = () => Promise<unknown>;

export interface BenchCall {
  label: string;
  request: ApiRequest;
  /** Prepares the bare run (a recorded call runs its use case once to learn its statements). */
  bare: () => Promise<BareRun>;
  target?: CallTarget;
  /** Added to the label in brackets, from the first answer (e.g. the rows it found). */
  detail?: (response: LightMyRequestResponse) => string;
  /** Lines printed under the call's figures, from its first answer (e.g. an export's size). */
  after?: (response: LightMyRequestResponse) => Promise<string[]>;
}

export interface CallGroup {
  heading: string;
  /** Prefix of the calls' labels in the scale table. */
  short: string;
  calls: BenchCall[];
}

export function inject(server: BenchServer, request: ApiRequest): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: request.method,
    url: request.url,
    headers: { authorization: `Bearer ${request.token ?? server.token}` },
    payload: request.payload,
  });
}

/** The call's answer, which must be a success. */
export async function answerOf(server: BenchServer, request: ApiRequest): Promise<LightMyRequestResponse> {
  const response = await inject(server, request);
  if (response.statusCode !== 200)
    throw new Error(`${request.url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  return response;
}

/** The bare run of one statement a use case builds. */
export const statementBare = (database: Database, statement: SQL) => () =>
  Promise.resolve(bareQuery(database, statement));

interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The statements a use case sends, learnt by running it once on a Drizzle of its own over the same
 * connections, whose logger keeps them: for the use cases that build their SQL inline.
 */
async function recordStatements(database: Database, run: (db: Db) => Promise<unknown>) {
  const statements: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const { $client } = database.db as unknown as { $client: unknown };
  const db =
    database.kind === 'postgres'
      ? drizzlePg($client as pg.Pool, { schema, logger })
      : drizzlePglite($client as PGlite, { schema, logger });
  await run(db as unknown as Db);
  return statements;
}

/** The bare run of every statement the use case sends, one after the other. */
export const recordedBare =
  (database: Database, run: (db: Db) => Promise<unknown>) => async (): Promise<BareRun> => {
    const statements = await recordStatements(database, run);
    return async () => {
      for (const { sql, params } of statements) await database.query(sql, params);
    };
  };

export interface CallFigures {
  apiMs: number;
  sqlMs: number;
  response: LightMyRequestResponse;
}

/** Medians of the call and of its bare SQL in alternating rounds (bench-district.ts). */
export async function measureCall(
  database: Database,
  server: BenchServer,
  call: BenchCall,
  rounds = 5,
  runsPerRound = 5,
): Promise<CallFigures> {
  const response = await answerOf(server, call.request);
  const bare = await call.bare();
  const { apiMs, sqlMs } = await alternatingMedians(
    () => inject(server, call.request),
    bare,
    rounds,
    runsPerRound,
  );
  return { apiMs, sqlMs, response };
}

/** Measures and prints each call of the group, as the area benchmarks do. */
export async function compareGroup(
  database: Database,
  server: BenchServer,
  group: CallGroup,
  rounds?: number,
  runsPerRound?: number,
): Promise<void> {
  console.log(`\n${group.heading}:`);
  for (const call of group.calls) {
    const { apiMs, sqlMs, response } = await measureCall(database, server, call, rounds, runsPerRound);
    const detail = call.detail ? ` (${call.detail(response)})` : '';
    printRatio(`${call.label}${detail}`, apiMs, sqlMs, 1.5);
    if (database.kind === 'postgres' && apiMs > 300) console.log('    above 300 ms on PostgreSQL');
    for (const line of call.after ? await call.after(response) : []) console.log(`    ${line}`);
  }
}
