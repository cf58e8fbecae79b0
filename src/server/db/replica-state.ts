/**
 * What the portal knows of its read replica, from the last check, and the pure rules built on it:
 * whether a read may go there, and what an answer read there must say about its age.
 */
export type ReplicaState =
  | { status: 'starting' }
  | { status: 'down'; reason: string }
  | {
      status: 'up';
      /** Where replay stood: a write at or before this position is visible on the replica. */
      replayLsn: bigint;
      /** 0 when it had replayed everything the primary had flushed. */
      lagMs: number;
      /** While behind: the commit time of the last transaction it had replayed. */
      asOf: Date | null;
    };

/** One look at the replica, taken just after reading the primary's flushed position. */
export interface ReplicaProbe {
  inRecovery: boolean;
  replayLsn: string | null;
  replayedAt: Date | null;
  now: Date;
}

export const REPLICA_DOWN = {
  silent: 'does not answer',
  notStandby: 'is not in recovery: promoted, or not a standby',
  catchingUp: 'is behind and has replayed no transaction since it started',
} as const;

/** A WAL position as PostgreSQL prints it (`16/B374D848`), or null for anything else. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * Behind is measured against the primary's position, not the replica's clock alone: an idle
 * primary leaves the last replayed commit old though nothing is missing.
 */
export function replicaStateFrom(primaryLsn: bigint, probe: ReplicaProbe): ReplicaState {
  const replayLsn = parseLsn(probe.replayLsn);
  if (!probe.inRecovery || replayLsn === null) return { status: 'down', reason: REPLICA_DOWN.notStandby };
  if (replayLsn >= primaryLsn) return { status: 'up', replayLsn, lagMs: 0, asOf: null };
  if (!probe.replayedAt) return { status: 'down', reason: REPLICA_DOWN.catchingUp };
  const lagMs = Math.max(0, probe.now.getTime() - probe.replayedAt.getTime());
  return { status: 'up', replayLsn, lagMs, asOf: probe.replayedAt };
}

/** A read goes to the replica when it is up and has replayed the caller's last write, if any. */
export function replicaServes(state: ReplicaState, callersWriteLsn: bigint | null): boolean {
  return state.status === 'up' && (callersWriteLsn === null || state.replayLsn >= callersWriteLsn);
}

/** What an answer read on the replica says it is as of: only when the lag passes `afterMs`. */
export function noteAsOf(state: ReplicaState, afterMs: number): Date | null {
  if (state.status !== 'up' || !state.asOf || state.lagMs <= afterMs) return null;
  return state.asOf;
}

/** The replica's state as readiness shows it. */
export interface ReplicaReport {
  status: ReplicaState['status'];
  lagSeconds: number | null;
  asOf: string | null;
  reason?: string;
}

export function reportReplica(state: ReplicaState): ReplicaReport {
  if (state.status === 'up') {
    const lagSeconds = Math.round(state.lagMs / 100) / 10;
    return { status: 'up', lagSeconds, asOf: state.asOf?.toISOString() ?? null };
  }
  if (state.status === 'down') return { status: 'down', lagSeconds: null, asOf: null, reason: state.reason };
  return { status: 'starting', lagSeconds: null, asOf: null };
}
