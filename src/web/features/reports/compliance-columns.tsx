import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef, MRT_Row } from 'material-react-table';
import {
  complianceCell,
  complianceColumns,
  type ComplianceCell,
  type ComplianceReport,
  type ComplianceRow,
} from '../../../shared/contracts/compliance-report';
import { compareNaturally } from '../../../shared/rules/natural-order';

const kgal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const STATUS_LABELS: Record<ComplianceCell['status'], string> = {
  reported: 'Reported',
  missing: 'Missing',
  notDue: 'Not due',
};

const COMPACT_CELL = { px: 1 };

/** Shown through the column toggle: the quarters of three years take the width of a 1366 px screen. */
export const COMPLIANCE_HIDDEN_COLUMNS = ['client', 'aquifer'];

/** Missing sorts first (what a compliance check looks for), then not due, then by pumpage. */
function sortValue(cell: ComplianceCell): number {
  if (cell.status === 'missing') return -2;
  return cell.pumpage ?? -1;
}

function CellContent({ cell }: { cell: ComplianceCell }) {
  if (cell.status === 'missing')
    return <Chip label="Missing" color="error" size="small" variant="outlined" />;
  if (cell.status === 'reported') return <>{kgal.format(cell.pumpage)}</>;
  return (
    <Typography variant="body2" component="span" color="text.secondary" title="The quarter is not over yet">
      <em>{cell.pumpage === null ? 'Not due' : kgal.format(cell.pumpage)}</em>
    </Typography>
  );
}

function columnTotal(rows: readonly Pick<MRT_Row<ComplianceRow>, 'getValue'>[], columnId: string): number {
  return rows.reduce((total, row) => {
    const cell = row.getValue<ComplianceCell>(columnId);
    return cell.status === 'missing' || cell.pumpage === null ? total : total + cell.pumpage;
  }, 0);
}

/**
 * The report's table columns: well number, client and aquifer, then one group per year with a
 * column per chosen quarter. Quarter columns sort by pumpage, filter by status (Missing, Reported,
 * Not due) and total the rows the filters leave in their footer.
 */
export function complianceTableColumns(
  report: Pick<ComplianceReport, 'years' | 'quarters' | 'asOf'>,
): MRT_ColumnDef<ComplianceRow>[] {
  const quarterColumns = complianceColumns(report);
  return [
    // Grouped like the quarters, so the header rows line up and filters show once.
    {
      id: 'well',
      header: 'Well',
      columns: [
        {
          accessorKey: 'wellNumber',
          header: 'Well Number',
          Footer: () => <strong>Total</strong>,
          size: 150,
          // The order of the Excel export too.
          sortingFn: (left, right, columnId) =>
            compareNaturally(left.getValue<string>(columnId), right.getValue<string>(columnId)),
        },
        { accessorKey: 'client', header: 'Client' },
        { accessorFn: (row) => row.aquifer ?? '', id: 'aquifer', header: 'Aquifer' },
      ],
    },
    ...report.years.map((year): MRT_ColumnDef<ComplianceRow> => ({
      id: `year-${year}`,
      header: String(year),
      columns: quarterColumns
        .filter((column) => column.year === year)
        .map((column): MRT_ColumnDef<ComplianceRow, ComplianceCell> => ({
          id: `${year}-q${column.quarter}`,
          header: `Q${column.quarter}`,
          accessorFn: (row) => complianceCell(row.pumpage[column.yearIndex], column.quarter, report.asOf),
          Cell: ({ cell }) => <CellContent cell={cell.getValue()} />,
          Footer: ({ table, column: footerColumn }) => (
            <strong>{kgal.format(columnTotal(table.getFilteredRowModel().rows, footerColumn.id))}</strong>
          ),
          sortingFn: (left, right, columnId) =>
            sortValue(left.getValue<ComplianceCell>(columnId)) -
            sortValue(right.getValue<ComplianceCell>(columnId)),
          enableGlobalFilter: false,
          filterVariant: 'select',
          filterSelectOptions: Object.values(STATUS_LABELS),
          filterFn: (row, columnId, wanted: string) =>
            STATUS_LABELS[row.getValue<ComplianceCell>(columnId).status] === wanted,
          // Narrow, so three years of four quarters fit a 1366 px screen beside the well number.
          muiTableHeadCellProps: { sx: COMPACT_CELL },
          muiTableBodyCellProps: { align: 'right', sx: COMPACT_CELL },
          muiTableFooterCellProps: { align: 'right', sx: COMPACT_CELL },
          size: 96,
          minSize: 96,
        })) as MRT_ColumnDef<ComplianceRow>[],
    })),
  ];
}
