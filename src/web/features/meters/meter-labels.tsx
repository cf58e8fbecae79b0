import { METER_STATUS_LABELS, type MeterTestState } from '../../../shared/contracts/meters';
import type { MeterStatus } from '../../../shared/states';
import { DotChip } from '../../components/dot-chip';

export const METER_TEST_STATE_LABELS: Readonly<Record<MeterTestState, string>> = {
  current: 'Current',
  due: 'Due',
  overdue: 'Overdue',
  untested: 'Untested',
};

const TEST_COLORS: Readonly<Record<MeterTestState, string>> = {
  current: 'success.main',
  due: 'warning.main',
  overdue: 'error.main',
  untested: 'grey.500',
};

const STATUS_COLORS: Readonly<Record<MeterStatus, string>> = {
  active: 'success.main',
  broken: 'error.main',
  retired: 'grey.500',
};

/** Where the meter stands against its accuracy test: current, due soon, overdue or never tested. */
export function TestStateChip({ state }: { state: MeterTestState }) {
  return <DotChip color={TEST_COLORS[state]}>{METER_TEST_STATE_LABELS[state]}</DotChip>;
}

export function MeterStatusChip({ status }: { status: MeterStatus }) {
  return <DotChip color={STATUS_COLORS[status]}>{METER_STATUS_LABELS[status]}</DotChip>;
}
