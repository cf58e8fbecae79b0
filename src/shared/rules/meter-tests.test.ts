import { describe, expect, it } from 'vitest';
import type { MeterTestState } from '../contracts/meters';
import { meterTestState } from './meter-tests';

describe('meterTestState', () => {
  it.each<[string | null, string, string | null, MeterTestState]>([
    [null, '2026-06-01', null, 'untested'],
    ['2026-05-01', '2026-06-01', '2029-05-01', 'current'],
    // 91 days before the test falls due: still current.
    ['2023-06-01', '2026-03-02', '2026-06-01', 'current'],
    // 90 days before: due.
    ['2023-06-01', '2026-03-03', '2026-06-01', 'due'],
    ['2023-06-01', '2026-05-31', '2026-06-01', 'due'],
    // On the day it falls due: due, not yet overdue.
    ['2023-06-01', '2026-06-01', '2026-06-01', 'due'],
    ['2023-06-01', '2026-06-02', '2026-06-01', 'overdue'],
    ['2015-01-15', '2026-06-01', '2018-01-15', 'overdue'],
    // Tested on 29 February: due on 28 February three years on, as PostgreSQL counts a year.
    ['2024-02-29', '2027-03-01', '2027-02-28', 'overdue'],
    ['2024-02-29', '2027-02-28', '2027-02-28', 'due'],
  ])('last tested %s, on %s: due %s, %s', (lastTestedOn, today, testDueOn, testState) => {
    expect(meterTestState(lastTestedOn, today)).toEqual({ testDueOn, testState });
  });
});
