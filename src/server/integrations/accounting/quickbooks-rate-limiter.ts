/** How the adapter tells time and waits; tests pass a clock that records the waits and returns at once. */
export interface QuickBooksClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: QuickBooksClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface QuickBooksLimits {
  /** Requests of one company on their way at once. */
  maxConcurrent: number;
  /** Requests of one company started within any `windowMs`. */
  maxPerWindow: number;
  windowMs: number;
}

/**
 * QuickBooks Online's limits for one company: 10 requests at once and 500 a minute. Past them it
 * answers 429, and a sync of hundreds of invoices would spend its time being refused.
 */
export const QUICKBOOKS_LIMITS: QuickBooksLimits = { maxConcurrent: 10, maxPerWindow: 500, windowMs: 60_000 };

/**
 * Admits one company's requests within the limits, in the order they asked; a request over a limit
 * waits for a place instead of failing.
 */
export class RealmLimiter {
  private inFlight = 0;
  /** When the requests of the current window started, oldest first. */
  private readonly starts: number[] = [];
  private readonly waiting: Array<() => void> = [];
  private sleeping = false;

  constructor(
    private readonly limits: QuickBooksLimits,
    private readonly clock: QuickBooksClock,
  ) {}

  /** Resolves when the request may start, with the function that gives its place back. */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push(() => {
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.inFlight -= 1;
          this.admit();
        });
      });
      this.admit();
    });
  }

  private admit(): void {
    while (this.waiting.length > 0 && this.inFlight < this.limits.maxConcurrent) {
      const now = this.clock.now();
      while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - this.limits.windowMs)
        this.starts.shift();
      const oldest = this.starts[0];
      if (oldest !== undefined && this.starts.length >= this.limits.maxPerWindow) {
        // One timer for the whole queue: when the oldest start leaves the window, one place opens.
        if (!this.sleeping) {
          this.sleeping = true;
          void this.clock.sleep(oldest + this.limits.windowMs - now).then(() => {
            this.sleeping = false;
            this.admit();
          });
        }
        return;
      }
      this.starts.push(now);
      this.inFlight += 1;
      this.waiting.shift()?.();
    }
  }
}
