import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Row } from '@tanstack/react-table';
import { Fragment } from 'react';
import type { TableColumn } from '../../components/data-table/data-table';
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

/**
 * A total of millions may break after a thousands separator: unbroken it set the width of every
 * quarter column, and three years of quarters no longer fitted a 1366 px screen.
 */
function BreakableNumber({ text }: { text: string }) {
  return text.split(',').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          ,<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

function columnTotal(rows: readonly Pick<Row<ComplianceRow>, 'getValue'>[], columnId: string): number {
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
): TableColumn<ComplianceRow>[] {
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
          footer: () => <strong>Total</strong>,
          // The order of the Excel export too.
          sortingFn: (left, right, columnId) =>
            compareNaturally(left.getValue<string>(columnId), right.getValue<string>(columnId)),
        },
        { accessorKey: 'client', header: 'Client' },
        { accessorFn: (row) => row.aquifer ?? '', id: 'aquifer', header: 'Aquifer' },
      ],
    },
    ...report.years.map((year): TableColumn<ComplianceRow> => ({
      id: `year-${year}`,
      header: String(year),
      columns: quarterColumns
        .filter((column) => column.year === year)
        .map((column): TableColumn<ComplianceRow> => ({
          id: `${year}-q${column.quarter}`,
          header: `Q${column.quarter}`,
          accessorFn: (row) => complianceCell(row.pumpage[column.yearIndex], column.quarter, report.asOf),
          cell: ({ getValue }) => <CellContent cell={getValue<ComplianceCell>()} />,
          footer: ({ table, column: footerColumn }) => (
            <strong>
              <BreakableNumber
                text={kgal.format(columnTotal(table.getFilteredRowModel().rows, footerColumn.id))}
              />
            </strong>
          ),
          sortingFn: (left, right, columnId) =>
            sortValue(left.getValue<ComplianceCell>(columnId)) -
            sortValue(right.getValue<ComplianceCell>(columnId)),
          enableGlobalFilter: false,
          filterFn: (row, columnId, wanted: string) =>
            STATUS_LABELS[row.getValue<ComplianceCell>(columnId).status] === wanted,
          // Compact, so three years of four quarters fit a 1366 px screen beside the well number.
          meta: {
            filterVariant: 'select',
            filterSelectOptions: Object.values(STATUS_LABELS),
            align: 'right',
            compact: true,
          },
        })),
    })),
  ];
}
