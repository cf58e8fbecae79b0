import {
  DEFAULT_HISTORIC_YEARS,
  DEFAULT_HOURLY_DAYS,
  type HistoricPumpageRequestInput,
  type HourlyPumpageRequestInput,
} from '../../../shared/contracts/water-data';
import { addDays } from '../../../shared/rules/calendar';

export interface YearRange {
  startYear: number;
  endYear: number;
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The requested years, or the ten years ending with the district's current year. */
export function yearRangeOf(request: HistoricPumpageRequestInput, today: string): YearRange {
  if (request.startYear !== null && request.endYear !== null)
    return { startYear: request.startYear, endYear: request.endYear };
  const endYear = Number(today.slice(0, 4));
  return { startYear: endYear - DEFAULT_HISTORIC_YEARS + 1, endYear };
}

/** The requested days, or the 7 days ending yesterday (as GetDailyWellPumpageData answers). */
export function hourlyRangeOf(request: HourlyPumpageRequestInput, today: string): DateRange {
  if (request.startDate !== null && request.endDate !== null)
    return { startDate: request.startDate, endDate: request.endDate };
  const endDate = addDays(today, -1);
  return { startDate: addDays(endDate, -(DEFAULT_HOURLY_DAYS - 1)), endDate };
}
