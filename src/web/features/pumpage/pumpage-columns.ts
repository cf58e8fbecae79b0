import type { MRT_ColumnDef } from 'material-react-table';
import { createElement } from 'react';
import type { WellPumpageRow } from '../../../shared/contracts/pumpage';
import { DateRangeFilter } from './date-range-filter';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Shown through the column toggle, so the pumpage itself fits a 1366 px screen. */
export const PUMPAGE_HIDDEN_COLUMNS = ['parish', 'aquifer'];

/** The columns of the pumpage table; only well number and date filter (spec section 2). */
export const PUMPAGE_COLUMNS: MRT_ColumnDef<WellPumpageRow>[] = [
  { accessorKey: 'wellNumber', header: 'Well Number' },
  { accessorKey: 'client', header: 'Client', enableColumnFilter: false },
  { accessorKey: 'parish', header: 'Parish', enableColumnFilter: false },
  { accessorKey: 'aquifer', header: 'Aquifer', enableColumnFilter: false },
  {
    accessorKey: 'date',
    header: 'Date',
    Filter: ({ column }) => createElement(DateRangeFilter<WellPumpageRow>, { column }),
  },
  {
    accessorKey: 'pumpage',
    header: 'Pumpage (1000 gal)',
    enableColumnFilter: false,
    Cell: ({ cell }) => number.format(cell.getValue<number>()),
    muiTableBodyCellProps: { align: 'right' },
  },
];
