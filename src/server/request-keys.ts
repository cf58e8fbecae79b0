import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REQUEST_KEY_REUSED } from '../shared/contracts/common';
import type { DbOrTx, Tx } from './db/client';
import { requestKeys } from './db/schema';
import { ConflictError } from './errors';
import type { KeyedOperation } from '../shared/states';

/** One request as its key is bound to it: who sends it, which call, on which record, with what values. */
export interface KeyedRequest {
  key: string;
  callerId: number;
  operation: KeyedOperation;
  targetId: number | null;
  /** The request's values after validation; a call without a body passes `{}`. */
  body: unknown;
}

/** JSON with every object's keys in order, so equal values always hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * Claims the request's key inside the transaction that does the work, before the work. The first
 * request with a key claims it and is answered `null`: go on, then `recordRequestResult`. The same
 * request again (same caller, call, record and values) is answered the id of what the first made,
 * to answer as it did. Anything else sent with a used key is refused 409 without a word of the
 * request it was used for. A repeat arriving while the first is under way waits on the key's
 * unique index until the first commits (then it replays) or rolls back (then it claims the key).
 */
export async function claimRequestKey(tx: Tx, request: KeyedRequest): Promise<{ resultId: number } | null> {
  const hash = bodyHash(request.body);
  const [claimed] = await tx
    .insert(requestKeys)
    .values({
      requestKey: request.key,
      callerId: request.callerId,
      operation: request.operation,
      targetId: request.targetId,
      bodyHash: hash,
    })
    .onConflictDoNothing()
    .returning({ requestKey: requestKeys.requestKey });
  if (claimed) return null;

  const [earlier] = await tx.select().from(requestKeys).where(eq(requestKeys.requestKey, request.key));
  const same =
    earlier !== undefined &&
    earlier.callerId === request.callerId &&
    earlier.operation === request.operation &&
    earlier.targetId === request.targetId &&
    earlier.bodyHash === hash;
  if (!same) throw new ConflictError(REQUEST_KEY_REUSED);
  // Claimed and recorded in one transaction: a claim is never seen without its result.
  if (earlier.resultId === null) throw new Error('request key claimed without a result');
  return { resultId: earlier.resultId };
}

/** Names what the request made, in the transaction that claimed its key. */
export async function recordRequestResult(db: DbOrTx, key: string, resultId: number): Promise<void> {
  await db.update(requestKeys).set({ resultId }).where(eq(requestKeys.requestKey, key));
}

/** A keyed request, or a request sent without a key (`key` undefined), which is simply done. */
export type MaybeKeyedRequest = Omit<KeyedRequest, 'key'> & { key: string | undefined };

/**
 * Does the work of a call that creates something once per request key: the key is claimed in the
 * transaction that does the work, and a repeat of the same request is answered `replay(id)` of
 * what the first made, without doing anything. `replayed` tells the caller not to repeat what
 * follows a change (an e-mail, cancelling payment intents). Without a key the work runs alone.
 */
export async function doOncePerKey<Result extends { id: number }>(
  db: DbOrTx,
  request: MaybeKeyedRequest,
  work: (db: DbOrTx) => Promise<Result>,
  replay: (resultId: number) => Result | Promise<Result>,
): Promise<{ result: Result; replayed: boolean }> {
  const { key } = request;
  if (key === undefined) return { result: await work(db), replayed: false };
  const outcome = await db.transaction(async (tx): Promise<{ made: Result } | { earlierId: number }> => {
    const earlier = await claimRequestKey(tx, { ...request, key });
    if (earlier) return { earlierId: earlier.resultId };
    const made = await work(tx);
    await recordRequestResult(tx, key, made.id);
    return { made };
  });
  if ('made' in outcome) return { result: outcome.made, replayed: false };
  return { result: await replay(outcome.earlierId), replayed: true };
}
