import type { PublicSummary } from '../../../shared/contracts/public-data';
import { ChannelSubscription } from '../../db/channel-subscription';
import type { Database } from '../../db/client';

/**
 * The channel the database announces every change to published data on (migration 0022: statement
 * triggers on pumpage, wells, clients, invoices, the reference lists, the district's profile, logo,
 * rates and calendar, and the publishing settings; migration 0023: the monitoring wells and their
 * measurements).
 */
export const PUBLIC_DATA_CHANGED_CHANNEL = 'public_data_changed';

export interface PublicAnswerCacheLimits {
  /** The longest an answer is kept: a safety net, changes arrive by notification long before. */
  keepMs: number;
  /** The most answers kept, and the most bytes of them: past either, the oldest go. */
  maxEntries: number;
  maxBytes: number;
}

export const PUBLIC_ANSWER_CACHE_LIMITS: PublicAnswerCacheLimits = {
  keepMs: 5 * 60_000,
  maxEntries: 32,
  maxBytes: 64 * 1024 * 1024,
};

/** A JSON answer encoded once, as UTF-8 bytes and compressed with gzip. */
export interface EncodedJson {
  body: Buffer;
  gzipped: Buffer;
}

/**
 * A public answer as it is sent: the summary (kept also as a value, for the read API), the wells'
 * JSON, or a CSV file. Kept encoded, so a hit costs neither a query, a serialisation nor an encoding.
 */
export type PublicAnswer =
  | { kind: 'summary'; summary: PublicSummary; json: EncodedJson }
  | { kind: 'json'; json: EncodedJson }
  | { kind: 'file'; fileName: string; contentType: string; body: Buffer };

interface Kept<Value> {
  value: Value;
  bytes: number;
  keptUntil: number;
}

/** What an answer costs the cache: its text or bytes (the summary's value is about its text again). */
export function publicAnswerBytes(answer: PublicAnswer): number {
  if (answer.kind === 'file') return answer.body.byteLength;
  const encoded = answer.json.body.byteLength + answer.json.gzipped.byteLength;
  return answer.kind === 'summary' ? encoded + answer.json.body.byteLength : encoded;
}

/**
 * The anonymous public answers, kept in memory for a few minutes and dropped, all of them, the
 * moment the database announces a change to anything published. Concurrent misses of one answer
 * share one load, so a crowd arriving on an empty cache costs one query, not one per reader.
 * Without a working subscription nothing is kept and nothing is shared: every request loads its own
 * answer, so a change is never hidden; the cache subscribes again a little later.
 */
export class PublicAnswerCache<Value> {
  private readonly kept = new Map<string, Kept<Value>>();
  private readonly loading = new Map<string, Promise<Value>>();
  private keptBytes = 0;
  /** Bumped by every change, so a load that raced a change is not kept. */
  private generation = 0;
  private readonly changes: ChannelSubscription;

  constructor(
    database: Database,
    private readonly sizeOf: (value: Value) => number,
    private readonly limits: PublicAnswerCacheLimits = PUBLIC_ANSWER_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.changes = new ChannelSubscription(database, PUBLIC_DATA_CHANGED_CHANNEL, {
      onMessage: () => this.forgetAll(),
      onLost: () => this.forgetAll(),
    });
  }

  /** Subscribes to changes; on failure it keeps nothing and tries again a little later. */
  start(): Promise<void> {
    return this.changes.start();
  }

  async stop(): Promise<void> {
    await this.changes.stop();
    this.forgetAll();
  }

  /** The kept answer under `key`, or the one `load` gives (shared with concurrent misses of the key). */
  get(key: string, load: () => Promise<Value>): Promise<Value> {
    if (!this.changes.isActive) return load();
    const kept = this.kept.get(key);
    if (kept && kept.keptUntil > this.now()) return Promise.resolve(kept.value);
    if (kept) this.drop(key, kept);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded: Promise<Value> = load()
      .then((value) => {
        if (this.changes.isActive && generation === this.generation) this.keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Drops every kept answer; loads under way finish for their callers but are not kept or shared. */
  forgetAll(): void {
    this.generation += 1;
    this.kept.clear();
    this.loading.clear();
    this.keptBytes = 0;
  }

  /** Answers kept now and their bytes (for tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.keptBytes };
  }

  private keep(key: string, value: Value): void {
    const bytes = this.sizeOf(value);
    if (bytes > this.limits.maxBytes) return;
    const previous = this.kept.get(key);
    if (previous) this.drop(key, previous);
    this.kept.set(key, { value, bytes, keptUntil: this.now() + this.limits.keepMs });
    this.keptBytes += bytes;
    // A Map iterates in insertion order: the first entries are the oldest answers.
    for (const [oldestKey, oldest] of this.kept) {
      if (this.kept.size <= this.limits.maxEntries && this.keptBytes <= this.limits.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, kept: Kept<Value>): void {
    this.kept.delete(key);
    this.keptBytes -= kept.bytes;
  }
}
