import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * The load benchmark's users, in a process of their own so that the server's process does only
 * the server's work: staff send one call after another with a pause between, owners open their
 * dashboard (all its calls at once, as the page does) and look at it a while. Prints the latencies
 * per call as JSON. Argument: the plan file written by load.ts.
 */

export interface PlannedCall {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

export interface LoadUser {
  token: string;
  calls: PlannedCall[];
}

export interface LoadPlan {
  baseUrl: string;
  warmupSeconds: number;
  seconds: number;
  staffThinkMs: number;
  ownerThinkMs: number;
  staff: LoadUser[];
  owners: LoadUser[];
}

export interface CallStats {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadPlan;
const started = performance.now();
const measuredFrom = started + plan.warmupSeconds * 1000;
const deadline = measuredFrom + plan.seconds * 1000;
const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();

function record(label: string, from: number, ms: number, ok: boolean) {
  if (from < measuredFrom) return;
  if (!ok) errors.set(label, (errors.get(label) ?? 0) + 1);
  else {
    const kept = latencies.get(label) ?? [];
    kept.push(ms);
    latencies.set(label, kept);
  }
}

/** A pause of about `meanMs`: between half and one and a half of it. */
const think = (meanMs: number) => sleep(meanMs * (0.5 + Math.random()));

async function send(token: string, call: PlannedCall): Promise<void> {
  const from = performance.now();
  let ok = false;
  try {
    const response = await fetch(`${plan.baseUrl}${call.url}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(call.payload ? { 'content-type': 'application/json' } : {}),
      },
      body: call.payload ? JSON.stringify(call.payload) : undefined,
    });
    await response.arrayBuffer();
    ok = response.ok;
  } finally {
    record(call.label, from, performance.now() - from, ok);
  }
}

async function staffMember(user: LoadUser): Promise<void> {
  let next = Math.floor(Math.random() * user.calls.length);
  await sleep(Math.random() * plan.staffThinkMs);
  while (performance.now() < deadline) {
    const call = user.calls[next % user.calls.length];
    next += 1;
    if (call) await send(user.token, call);
    await think(plan.staffThinkMs);
  }
}

async function owner(user: LoadUser): Promise<void> {
  await sleep(Math.random() * plan.ownerThinkMs);
  while (performance.now() < deadline) {
    const from = performance.now();
    await Promise.all(user.calls.map((call) => send(user.token, call)));
    record('owner: whole dashboard', from, performance.now() - from, true);
    await think(plan.ownerThinkMs);
  }
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function statsOf(label: string): CallStats {
  const sorted = [...(latencies.get(label) ?? [])].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors: errors.get(label) ?? 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

await Promise.all([...plan.staff.map(staffMember), ...plan.owners.map(owner)]);
const labels = [...new Set([...latencies.keys(), ...errors.keys()])];
process.stdout.write(JSON.stringify(Object.fromEntries(labels.map((label) => [label, statsOf(label)]))));
