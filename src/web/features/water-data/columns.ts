import type { TableColumn } from '../../components/data-table/data-table';
import type { DailyPumpageRow } from '../../../shared/contracts/dashboard';
import {
  HOUR_FIELDS,
  MONTH_FIELDS,
  type HistoricPumpageRow,
  type HourlyPumpageRow,
} from '../../../shared/contracts/water-data';

const kgal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A thousands-of-gallons column: formatted, right-aligned, a dash for "no data" (0 stays 0). */
function kgalColumn<Row>(field: string, header: string): TableColumn<Row> {
  return {
    accessorKey: field,
    header,
    cell: ({ getValue }) => {
      const value = getValue<number | null>();
      return value === null ? '—' : kgal.format(value);
    },
    meta: { align: 'right' },
  };
}

const MONTH_HEADERS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const MONTHLY_COLUMNS: TableColumn<HistoricPumpageRow>[] = [
  { accessorKey: 'year', header: 'Year' },
  ...MONTH_FIELDS.map((field, index) => kgalColumn<HistoricPumpageRow>(field, MONTH_HEADERS[index] ?? field)),
  kgalColumn<HistoricPumpageRow>('total', 'Total'),
];
export const MONTHLY_CSV_FIELDS = ['year', ...MONTH_FIELDS, 'total'] as const;

export const DAILY_COLUMNS: TableColumn<DailyPumpageRow>[] = [
  {
    accessorKey: 'formattedDate',
    header: 'Date',
    sortingFn: (a, b) => a.original.date.localeCompare(b.original.date),
  },
  { accessorKey: 'dayName', header: 'Day', size: 110 },
  { accessorKey: 'monthName', header: 'Month', size: 110 },
  { accessorKey: 'year', header: 'Year' },
  kgalColumn<DailyPumpageRow>('dailyPumpage', 'Pumpage (1000 gal)'),
];
export const DAILY_CSV_FIELDS = ['year', 'monthName', 'dayName', 'formattedDate', 'dailyPumpage'] as const;

export const HOURLY_COLUMNS: TableColumn<HourlyPumpageRow>[] = [
  {
    accessorKey: 'formattedDate',
    header: 'Date',
    sortingFn: (a, b) => a.original.date.localeCompare(b.original.date),
  },
  { accessorKey: 'dayName', header: 'Day', size: 110 },
  ...HOUR_FIELDS.map((field, hour) =>
    kgalColumn<HourlyPumpageRow>(field, `${String(hour).padStart(2, '0')}:00`),
  ),
];
export const HOURLY_CSV_FIELDS = ['year', 'monthName', 'dayName', 'formattedDate', ...HOUR_FIELDS] as const;

export function monthlyHasValue(row: HistoricPumpageRow): boolean {
  return row.total !== null;
}

export function dailyHasValue(row: DailyPumpageRow): boolean {
  return row.dailyPumpage !== null;
}

export function hourlyHasValue(row: HourlyPumpageRow): boolean {
  return HOUR_FIELDS.some((field) => row[field] !== null);
}
