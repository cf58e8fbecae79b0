import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { OVERALL, WHOLE_PAGE } from './public-labels';

/*
 * The public benchmark's anonymous readers, in a process of their own so that the server's process
 * does only the server's work. Each reader comes from an address of its own (sent in
 * X-Forwarded-For, which the server trusts from 127.0.0.1 only) and opens the public page over and
 * over as a browser does: the page's HTML, then its calls at once, then the download a visitor
 * clicks, then a pause. Prints the latencies per call, apart for 429 answers, as JSON. Argument:
 * the plan file written by public.ts.
 */

export interface PublicCall {
  label: string;
  /** Path and query on the server. */
  url: string;
}

export interface PublicPlan {
  baseUrl: string;
  warmupSeconds: number;
  seconds: number;
  /** The mean pause between two openings of the page by one reader. */
  thinkMs: number;
  /** Each reader's address. */
  addresses: string[];
  /** One opening of the page: each step's calls go at once, the steps one after another. */
  steps: PublicCall[][];
}

/** Milliseconds; null when there was no such answer. */
export interface Latencies {
  count: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

export interface PublicCallStats {
  /** Answered 2xx. */
  ok: Latencies;
  /** Answered 429: the limit refused it. */
  limited: Latencies;
  /** Anything else: another status, or no answer. */
  errors: number;
  /** The statuses of the errors, for the report. */
  errorStatuses: Record<string, number>;
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as PublicPlan;
const started = performance.now();
const measuredFrom = started + plan.warmupSeconds * 1000;
const deadline = measuredFrom + plan.seconds * 1000;

type Outcome = 'ok' | 'limited';
const latencies = new Map<string, Record<Outcome, number[]>>();
const errors = new Map<string, Record<string, number>>();

function kept(label: string): Record<Outcome, number[]> {
  let found = latencies.get(label);
  if (!found) {
    found = { ok: [], limited: [] };
    latencies.set(label, found);
  }
  return found;
}

function record(label: string, from: number, ms: number, status: number | 'failed') {
  if (from < measuredFrom) return;
  for (const each of [label, OVERALL]) {
    if (status === 429) kept(each).limited.push(ms);
    else if (typeof status === 'number' && status >= 200 && status < 300) kept(each).ok.push(ms);
    else {
      const counted = errors.get(each) ?? {};
      counted[String(status)] = (counted[String(status)] ?? 0) + 1;
      errors.set(each, counted);
    }
  }
}

/** A pause of about `meanMs`: between half and one and a half of it. */
const think = (meanMs: number) => sleep(meanMs * (0.5 + Math.random()));

/*
 * Node's http with kept-alive connections, as a browser keeps them: Node's fetch costs this process
 * several times the CPU per answer, which on a machine shared with the server would be measured as
 * the server's latency.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** What a browser sends: the answers that have a gzip form come compressed (read here, not unpacked). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** One GET, its body read to the end; answers the status. */
function get(url: string, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { ...BROWSER_HEADERS, 'x-forwarded-for': address };
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Sends a call as the reader at `address`; answers its status, or 'failed' without an answer. */
async function send(address: string, call: PublicCall): Promise<number | 'failed'> {
  const from = performance.now();
  let status: number | 'failed' = 'failed';
  try {
    status = await get(`${plan.baseUrl}${call.url}`, address);
  } catch {
    // Counted as failed below.
  } finally {
    record(call.label, from, performance.now() - from, status);
  }
  return status;
}

async function reader(address: string): Promise<void> {
  await sleep(Math.random() * plan.thinkMs);
  while (performance.now() < deadline) {
    const from = performance.now();
    const statuses: (number | 'failed')[] = [];
    for (const step of plan.steps)
      statuses.push(...(await Promise.all(step.map((call) => send(address, call)))));
    // The page as a whole: failed when a call failed, refused when a call was refused, else opened.
    const failed = statuses.find((status) => status !== 429 && (typeof status !== 'number' || status >= 300));
    const refused = statuses.includes(429);
    if (from >= measuredFrom) {
      if (failed !== undefined) {
        const counted = errors.get(WHOLE_PAGE) ?? {};
        counted[String(failed)] = (counted[String(failed)] ?? 0) + 1;
        errors.set(WHOLE_PAGE, counted);
      } else (refused ? kept(WHOLE_PAGE).limited : kept(WHOLE_PAGE).ok).push(performance.now() - from);
    }
    await think(plan.thinkMs);
  }
}

function percentile(sorted: number[], share: number): number | null {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? null;
}

function latenciesOf(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? null,
  };
}

function statsOf(label: string): PublicCallStats {
  const found = latencies.get(label) ?? { ok: [], limited: [] };
  const statuses = errors.get(label) ?? {};
  return {
    ok: latenciesOf(found.ok),
    limited: latenciesOf(found.limited),
    errors: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    errorStatuses: statuses,
  };
}

await Promise.all(plan.addresses.map(reader));
const labels = [...new Set([...latencies.keys(), ...errors.keys()])];
process.stdout.write(JSON.stringify(Object.fromEntries(labels.map((label) => [label, statsOf(label)]))));
