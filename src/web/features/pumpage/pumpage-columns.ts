import type { TableColumn } from '../../components/data-table/data-table';
import type { WellPumpageRow } from '../../../shared/contracts/pumpage';
import { DateRangeFilter } from './date-range-filter';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Shown through the column toggle, so the pumpage itself fits a 1366 px screen. */
export const PUMPAGE_HIDDEN_COLUMNS = ['parish', 'aquifer'];

/** The columns of the pumpage table; only well number and date filter. */
export const PUMPAGE_COLUMNS: TableColumn<WellPumpageRow>[] = [
  { accessorKey: 'wellNumber', header: 'Well Number' },
  { accessorKey: 'client', header: 'Client', enableColumnFilter: false },
  { accessorKey: 'parish', header: 'Parish', enableColumnFilter: false },
  { accessorKey: 'aquifer', header: 'Aquifer', enableColumnFilter: false },
  {
    accessorKey: 'date',
    header: 'Date',
    meta: { Filter: DateRangeFilter },
  },
  {
    accessorKey: 'pumpage',
    header: 'Pumpage (1000 gal)',
    enableColumnFilter: false,
    cell: ({ getValue }) => number.format(getValue<number>()),
    meta: { align: 'right' },
  },
];
