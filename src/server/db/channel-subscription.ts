import type { Database, Unsubscribe } from './client';

const RESUBSCRIBE_MS = 5_000;

export interface ChannelHandlers {
  onMessage: (payload: string) => void;
  /** The subscription is lost (or could not be made): what was kept on its word must go. */
  onLost: () => void;
}

/**
 * A subscription to a channel of the database's notifications that outlives its connection: when
 * it is lost it says so at once and subscribes again a little later. What a cache keeps on the word
 * of its notifications it may keep only while `isActive`.
 */
export class ChannelSubscription {
  private unsubscribe: Unsubscribe | undefined;
  private resubscribeTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  /** Notifications arrive now. */
  get isActive(): boolean {
    return this.unsubscribe !== undefined;
  }

  /** Subscribes; on failure it reports the loss and tries again a little later. */
  async start(): Promise<void> {
    try {
      const unsubscribe = await this.database.listen(this.channel, this.handlers.onMessage, () =>
        this.lose(),
      );
      // Stopped while subscribing: nothing may listen on after the app has closed.
      if (this.stopped) await unsubscribe();
      else this.unsubscribe = unsubscribe;
    } catch {
      this.lose();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.resubscribeTimer);
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    await unsubscribe?.();
  }

  private lose(): void {
    this.unsubscribe = undefined;
    this.handlers.onLost();
    if (this.stopped) return;
    this.resubscribeTimer = setTimeout(() => void this.start(), RESUBSCRIBE_MS);
    this.resubscribeTimer.unref();
  }
}
