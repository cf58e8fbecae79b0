import { METER_TEST_DUE_SOON_DAYS, METER_TEST_YEARS, type MeterTestState } from '../contracts/meters';
import { addYears, daysBetween } from './calendar';

export interface MeterTestStanding {
  /** When the next accuracy test falls due: METER_TEST_YEARS after the last; null when never tested. */
  testDueOn: string | null;
  testState: MeterTestState;
}

/**
 * Where a meter stands against its accuracy test on `today`: never tested; overdue once the day
 * the test fell due has passed; due from METER_TEST_DUE_SOON_DAYS days before that day through the
 * day itself; else current.
 */
export function meterTestState(lastTestedOn: string | null, today: string): MeterTestStanding {
  if (lastTestedOn === null) return { testDueOn: null, testState: 'untested' };
  const testDueOn = addYears(lastTestedOn, METER_TEST_YEARS);
  const daysLeft = daysBetween(today, testDueOn);
  if (daysLeft < 0) return { testDueOn, testState: 'overdue' };
  if (daysLeft <= METER_TEST_DUE_SOON_DAYS) return { testDueOn, testState: 'due' };
  return { testDueOn, testState: 'current' };
}
