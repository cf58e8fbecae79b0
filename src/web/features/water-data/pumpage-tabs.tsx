import { MAX_DAILY_RANGE_DAYS } from '../../../shared/contracts/dashboard';
import {
  MAX_HOURLY_RANGE_DAYS,
  type DatePeriod,
  type YearPeriod,
} from '../../../shared/contracts/water-data';
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

export function MonthlyTab({ wellId, tabNumber, period, onPeriodChange }: TabProps<YearPeriod>) {
  const query = useMonthlyPumpage(wellId, period);
  return (
    <>
      <YearPeriodForm label="Monthly period" applied={period} onApply={onPeriodChange} />
      <TabTable
        label="Monthly pumpage"
        tabNumber={tabNumber}
        columns={MONTHLY_COLUMNS}
        query={query}
        csvFields={MONTHLY_CSV_FIELDS}
        hasValue={monthlyHasValue}
        getRowId={(row) => String(row.year)}
      />
    </>
  );
}

export function DailyTab({ wellId, tabNumber, period, onPeriodChange }: TabProps<DatePeriod>) {
  const query = useDailyPumpage(wellId, period);
  return (
    <>
      <DatePeriodForm
        label="Daily period"
        maxDays={MAX_DAILY_RANGE_DAYS}
        applied={period}
        onApply={onPeriodChange}
      />
      <TabTable
        label="Daily pumpage"
        tabNumber={tabNumber}
        columns={DAILY_COLUMNS}
        query={query}
        csvFields={DAILY_CSV_FIELDS}
        hasValue={dailyHasValue}
        getRowId={(row) => row.date}
      />
    </>
  );
}

export function HourlyTab({ wellId, tabNumber, period, onPeriodChange }: TabProps<DatePeriod>) {
  const query = useHourlyPumpage(wellId, period);
  return (
    <>
      <DatePeriodForm
        label="Hourly period"
        maxDays={MAX_HOURLY_RANGE_DAYS}
        applied={period}
        onApply={onPeriodChange}
      />
      <TabTable
        label="Hourly pumpage"
        tabNumber={tabNumber}
        columns={HOURLY_COLUMNS}
        query={query}
        csvFields={HOURLY_CSV_FIELDS}
        hasValue={hourlyHasValue}
        getRowId={(row) => row.date}
      />
    </>
  );
}
