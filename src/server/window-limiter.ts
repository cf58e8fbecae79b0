import { TooManyRequestsError } from './errors';

interface Window {
  startedAt: number;
  hits: number;
}

export interface WindowLimiterOptions {
  /** Hits allowed per subject and window. */
  limit: number;
  windowMs: number;
  /** The most subjects remembered: beyond it the oldest windows are forgotten, so memory stays bounded. */
  maxSubjects?: number;
  /** The refusal's text. */
  message: string;
  now?: () => number;
}

const DEFAULT_MAX_SUBJECTS = 50_000;

/**
 * A fixed-window counter per subject (an address, a key) kept in this instance's memory: for reads
 * that must stay cheap, where a counter in the database would cost a write per request. Each
 * instance limits its own share; `rate-limit.ts` is the shared, database-kept limiter for sign-in
 * and other writes where the limit must hold across instances.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly maxSubjects: number;
  private readonly now: () => number;

  constructor(private readonly options: WindowLimiterOptions) {
    this.maxSubjects = options.maxSubjects ?? DEFAULT_MAX_SUBJECTS;
    this.now = options.now ?? Date.now;
  }

  /** Counts one hit for the subject; throws 429 with the seconds left once it is over the limit. */
  take(subject: string): void {
    const now = this.now();
    let window = this.windows.get(subject);
    if (!window || now - window.startedAt >= this.options.windowMs) {
      this.windows.delete(subject);
      window = { startedAt: now, hits: 0 };
      this.windows.set(subject, window);
      this.forgetOldest(now);
    }
    window.hits += 1;
    if (window.hits > this.options.limit) {
      const secondsLeft = Math.ceil((window.startedAt + this.options.windowMs - now) / 1000);
      throw new TooManyRequestsError(this.options.message, Math.max(1, secondsLeft));
    }
  }

  /** Subjects remembered now (for tests). */
  get size(): number {
    return this.windows.size;
  }

  // A Map iterates in insertion order and a renewed window is re-inserted, so the first entries are
  // the oldest windows: ended ones go first, then, past the bound, the oldest running ones.
  private forgetOldest(now: number): void {
    for (const [subject, window] of this.windows) {
      const ended = now - window.startedAt >= this.options.windowMs;
      if (!ended && this.windows.size <= this.maxSubjects) return;
      this.windows.delete(subject);
    }
  }
}
