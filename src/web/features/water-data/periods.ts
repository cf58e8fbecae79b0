import {
  DEFAULT_HISTORIC_YEARS,
  DEFAULT_HOURLY_DAYS,
  type DatePeriod,
  type YearPeriod,
} from '../../../shared/contracts/water-data';
import { localIsoDate } from '../../lib/dates';

/** The daily tab opens on the last 30 days: a month of days reads well in one table. */
export const DEFAULT_DAILY_DAYS = 30;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
}

/** The ten years ending with this year, as the server answers without years. */
export function defaultYearPeriod(now = new Date()): YearPeriod {
  const endYear = now.getFullYear();
  return { startYear: endYear - DEFAULT_HISTORIC_YEARS + 1, endYear };
}

/** `days` days ending yesterday: today's pumpage is not in yet. */
export function lastDaysPeriod(days: number, now = new Date()): DatePeriod {
  return { startDate: localIsoDate(daysBefore(now, days)), endDate: localIsoDate(daysBefore(now, 1)) };
}

export function defaultDailyPeriod(now = new Date()): DatePeriod {
  return lastDaysPeriod(DEFAULT_DAILY_DAYS, now);
}

export function defaultHourlyPeriod(now = new Date()): DatePeriod {
  return lastDaysPeriod(DEFAULT_HOURLY_DAYS, now);
}
