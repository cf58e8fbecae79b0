import { ChannelSubscription } from '../../db/channel-subscription';
import type { Database } from '../../db/client';
import { loadCaller, type Caller } from './caller';

/** The channel the database announces changed users on (migration 0002_caller_changes). */
export const CALLER_CHANGED_CHANNEL = 'caller_changed';
/** Payload meaning "every caller may have changed" (a role's level changed). */
const EVERYONE = '*';
/** A safety net only: changes arrive by notification long before this. */
const KEEP_MS = 60_000;

/**
 * The guard's callers, kept in memory between requests and dropped the moment the database
 * announces a change to the user, their roles, their clients or a role's level. Without a working
 * subscription nothing is kept and every request reads the database, so deactivation and role
 * changes still take effect at once on every instance (docs/decisions/0003).
 */
export class CallerCache {
  private readonly callers = new Map<number, { caller: Caller; keptUntil: number }>();
  /** Bumped by every change, so a load that raced a change is not kept. */
  private generation = 0;
  private readonly changes: ChannelSubscription;

  constructor(private readonly database: Database) {
    this.changes = new ChannelSubscription(database, CALLER_CHANGED_CHANNEL, {
      onMessage: (payload) => this.forget(payload),
      onLost: () => this.forget(EVERYONE),
    });
  }

  /** Subscribes to changes; on failure it keeps nothing and tries again a little later. */
  start(): Promise<void> {
    return this.changes.start();
  }

  async stop(): Promise<void> {
    await this.changes.stop();
    this.forget(EVERYONE);
  }

  async get(userId: number): Promise<Caller | undefined> {
    const kept = this.changes.isActive ? this.callers.get(userId) : undefined;
    if (kept && kept.keptUntil > Date.now()) return kept.caller;
    const generation = this.generation;
    const caller = await loadCaller(this.database.db, { id: userId });
    if (caller && this.changes.isActive && generation === this.generation) {
      this.callers.set(userId, { caller, keptUntil: Date.now() + KEEP_MS });
    }
    return caller;
  }

  /** Drops one user (payload: their id) or everyone. */
  forget(payload: string): void {
    this.generation += 1;
    const userId = Number(payload);
    if (payload === EVERYONE || !Number.isInteger(userId)) this.callers.clear();
    else this.callers.delete(userId);
  }
}
