import type { ReadingSource, ReadingState } from '../../../shared/states';
import type { Tx } from '../../db/client';
import type { HeldReason } from '../../db/schema';
import type { Caller } from '../auth/caller';

/** A reading as it arrives, from any source. */
export interface NewReading {
  wellId: number;
  readOn: string;
  readAt: string | null;
  reading: number;
  isRollover: boolean;
  comment: string | null;
  source: ReadingSource;
}

export interface RecordedReading {
  id: number;
  state: ReadingState;
  volumeGallons: number;
  reasons: HeldReason[];
}

/**
 * Records one reading in the caller's transaction: checks it (a refusal throws ValidationError
 * naming the rule), stores it accepted or held, and writes an accepted one's volume as daily pumpage.
 */
export async function recordReading(
  tx: Tx,
  caller: Caller,
  input: NewReading,
  today: string,
): Promise<RecordedReading> {
  void tx;
  void caller;
  void input;
  void today;
  throw new Error('recordReading: being written');
}
