import type { FastifyBaseLogger } from 'fastify';
import { PUBLIC_API_RATE_LIMITED } from '../../../shared/contracts/public-api';
import type { ApiKeyScope } from '../../../shared/states';
import { loggableError, type DbOrTx } from '../../db/client';
import { WindowLimiter } from '../../window-limiter';
import { LAST_USE_INTERVAL_SECONDS, noteApiKeyUse } from './note-api-key-use';
import { requireScope, verifyApiKey, type VerifiedApiKey } from './verify-api-key';

export interface ApiKeyGateOptions {
  db: DbOrTx;
  /** The district's today (YYYY-MM-DD): a key is accepted through its last day. */
  today: () => string;
  /** Calls one key may make per minute on this instance. */
  requestsPerMinute: number;
}

/**
 * What the access guard asks of a read-API call: a valid key (401), within its rate (429), holding
 * the call's scope (403). Then the key's last use is noted, at most once a minute, without holding
 * the answer: a failed note is logged and the call goes on.
 */
export class ApiKeyGate {
  private readonly limiter: WindowLimiter;
  private readonly notes = new Set<Promise<void>>();

  constructor(private readonly options: ApiKeyGateOptions) {
    this.limiter = new WindowLimiter({
      limit: options.requestsPerMinute,
      windowMs: 60_000,
      message: PUBLIC_API_RATE_LIMITED,
    });
  }

  async admit(key: string | undefined, scope: ApiKeyScope | null, log: FastifyBaseLogger): Promise<void> {
    const verified = await verifyApiKey(this.options.db, key, this.options.today());
    this.limiter.take(String(verified.id));
    requireScope(verified, scope);
    this.noteUse(verified, log);
  }

  /** Waits for the notes under way, so closing the app does not cut one off. */
  async settled(): Promise<void> {
    await Promise.all(this.notes);
  }

  private noteUse(key: VerifiedApiKey, log: FastifyBaseLogger): void {
    const noted = key.lastUsedAt?.getTime();
    if (noted !== undefined && Date.now() - noted < LAST_USE_INTERVAL_SECONDS * 1000) return;
    const note = noteApiKeyUse(this.options.db, key.id).catch((error: unknown) => {
      log.warn({ err: loggableError(error) }, "An API key's last use could not be noted");
    });
    this.notes.add(note);
    void note.finally(() => this.notes.delete(note));
  }
}
