import { describe, expect, it } from 'vitest';
import {
  noteAsOf,
  parseLsn,
  replicaServes,
  replicaStateFrom,
  reportReplica,
  type ReplicaState,
} from './replica-state';

const now = new Date('2025-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const probe = { inRecovery: true, replayLsn: '0/3000100', replayedAt: minutesAgo(5), now };

describe('parseLsn', () => {
  it.each([
    ['0/0', 0n],
    ['0/3000100', 0x3000100n],
    ['16/B374D848', (0x16n << 32n) | 0xb374d848n],
    ['FFFFFFFF/FFFFFFFF', (1n << 64n) - 1n],
  ])('reads %s', (text, lsn) => expect(parseLsn(text)).toBe(lsn));

  it.each(['', '0/', '/1', '0-1', '1/2/3', 'G/0', '123456789/0', null, undefined])('refuses %s', (text) =>
    expect(parseLsn(text)).toBeNull(),
  );
});

describe('replicaStateFrom', () => {
  it('is up without lag once it has replayed what the primary flushed, however old its last commit', () => {
    expect(replicaStateFrom(0x3000100n, probe)).toEqual({
      status: 'up',
      replayLsn: 0x3000100n,
      lagMs: 0,
      asOf: null,
    });
  });

  it('is up and as of its last replayed commit while behind the primary', () => {
    expect(replicaStateFrom(0x3000200n, probe)).toEqual({
      status: 'up',
      replayLsn: 0x3000100n,
      lagMs: 5 * 60_000,
      asOf: minutesAgo(5),
    });
  });

  it('is down when it is no standby, or behind with no commit replayed to say how far', () => {
    expect(replicaStateFrom(1n, { ...probe, inRecovery: false })).toMatchObject({ status: 'down' });
    expect(replicaStateFrom(1n, { ...probe, replayLsn: null })).toMatchObject({ status: 'down' });
    expect(replicaStateFrom(0x3000200n, { ...probe, replayedAt: null })).toMatchObject({ status: 'down' });
  });
});

describe('where a read goes and what it says', () => {
  const up: ReplicaState = { status: 'up', replayLsn: 100n, lagMs: 90_000, asOf: minutesAgo(1.5) };

  it('reads the replica only when up and holding the caller’s last write', () => {
    expect(replicaServes(up, null)).toBe(true);
    expect(replicaServes(up, 100n)).toBe(true);
    expect(replicaServes(up, 101n)).toBe(false);
    expect(replicaServes({ status: 'starting' }, null)).toBe(false);
    expect(replicaServes({ status: 'down', reason: 'does not answer' }, null)).toBe(false);
  });

  it('notes "as of" only past the lag that matters', () => {
    expect(noteAsOf(up, 60_000)).toEqual(minutesAgo(1.5));
    expect(noteAsOf(up, 90_000)).toBeNull();
    expect(noteAsOf({ ...up, lagMs: 0, asOf: null }, 0)).toBeNull();
  });

  it('reports the state for readiness', () => {
    expect(reportReplica(up)).toEqual({ status: 'up', lagSeconds: 90, asOf: '2025-03-01T11:58:30.000Z' });
    expect(reportReplica({ status: 'down', reason: 'does not answer' })).toEqual({
      status: 'down',
      lagSeconds: null,
      asOf: null,
      reason: 'does not answer',
    });
  });
});
