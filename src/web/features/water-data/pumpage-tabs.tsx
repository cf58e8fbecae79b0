import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MAX_DAILY_RANGE_DAYS, type DailyPumpageRow } from '../../../shared/contracts/dashboard';
import {
  MAX_HOURLY_RANGE_DAYS,
  type DatePeriod,
  type HistoricPumpageRow,
  type HourlyPumpageRow,
  type YearPeriod,
} from '../../../shared/contracts/water-data';
import type { TableColumn } from '../../components/data-table/data-table';
import { useDailyPumpage, useHourlyPumpage, useMonthlyPumpage } from './api';
import {
  DAILY_COLUMNS,
  DAILY_CSV_FIELDS,
  dailyHasValue,
  HOURLY_COLUMNS,
  HOURLY_CSV_FIELDS,
  hourlyHasValue,
  MONTHLY_COLUMNS,
  MONTHLY_CSV_FIELDS,
  monthlyHasValue,
} from './columns';
import { DatePeriodForm, YearPeriodForm } from './period-forms';
import { TabTable } from './tab-table';

interface TabProps<Period> {
  wellId: number;
  tabNumber: number;
  period: Period;
  onPeriodChange: (period: Period) => void;
}

type PeriodFormRender<Period> = (
  label: string,
  applied: Period,
  onApply: (period: Period) => void,
) => ReactNode;

/** What sets one pumpage tab apart: its period form, its query and its table. */
interface PumpageKind<Period, Row extends object> {
  /** 'Monthly', 'Daily' or 'Hourly': names the period form and the table. */
  name: string;
  periodForm: PeriodFormRender<Period>;
  usePumpage: (wellId: number, period: Period) => UseQueryResult<Row[]>;
  columns: TableColumn<Row>[];
  csvFields: readonly (keyof Row & string)[];
  hasValue: (row: Row) => boolean;
  getRowId: (row: Row) => string;
}

/** A period form above the rows it applies to. */
function PumpageTab<Period, Row extends object>({
  kind,
  wellId,
  tabNumber,
  period,
  onPeriodChange,
}: TabProps<Period> & { kind: PumpageKind<Period, Row> }) {
  const { usePumpage } = kind;
  const query = usePumpage(wellId, period);
  return (
    <>
      {kind.periodForm(`${kind.name} period`, period, onPeriodChange)}
      <TabTable
        label={`${kind.name} pumpage`}
        tabNumber={tabNumber}
        columns={kind.columns}
        query={query}
        csvFields={kind.csvFields}
        hasValue={kind.hasValue}
        getRowId={kind.getRowId}
      />
    </>
  );
}

/** A date-period tab's form: the range may span at most `maxDays` days. */
function datePeriodForm(maxDays: number): PeriodFormRender<DatePeriod> {
  return (label, applied, onApply) => (
    <DatePeriodForm label={label} maxDays={maxDays} applied={applied} onApply={onApply} />
  );
}

const MONTHLY: PumpageKind<YearPeriod, HistoricPumpageRow> = {
  name: 'Monthly',
  periodForm: (label, applied, onApply) => (
    <YearPeriodForm label={label} applied={applied} onApply={onApply} />
  ),
  usePumpage: useMonthlyPumpage,
  columns: MONTHLY_COLUMNS,
  csvFields: MONTHLY_CSV_FIELDS,
  hasValue: monthlyHasValue,
  getRowId: (row) => String(row.year),
};

const DAILY: PumpageKind<DatePeriod, DailyPumpageRow> = {
  name: 'Daily',
  periodForm: datePeriodForm(MAX_DAILY_RANGE_DAYS),
  usePumpage: useDailyPumpage,
  columns: DAILY_COLUMNS,
  csvFields: DAILY_CSV_FIELDS,
  hasValue: dailyHasValue,
  getRowId: (row) => row.date,
};

const HOURLY: PumpageKind<DatePeriod, HourlyPumpageRow> = {
  name: 'Hourly',
  periodForm: datePeriodForm(MAX_HOURLY_RANGE_DAYS),
  usePumpage: useHourlyPumpage,
  columns: HOURLY_COLUMNS,
  csvFields: HOURLY_CSV_FIELDS,
  hasValue: hourlyHasValue,
  getRowId: (row) => row.date,
};

export function MonthlyTab(props: TabProps<YearPeriod>) {
  return <PumpageTab kind={MONTHLY} {...props} />;
}

export function DailyTab(props: TabProps<DatePeriod>) {
  return <PumpageTab kind={DAILY} {...props} />;
}

export function HourlyTab(props: TabProps<DatePeriod>) {
  return <PumpageTab kind={HOURLY} {...props} />;
}
