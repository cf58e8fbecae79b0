import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WellUsageTotals } from '../../../shared/contracts/well-usage-report';
import { monthsOfQuarter, type Quarter } from '../../../shared/rules/quarters';
import { formatCents, formatKgal, MONTH_NAMES } from './report-format';

interface UsageTableProps {
  /** Names the table for screen readers, e.g. 'Usage of EB-101'. */
  label: string;
  usage: WellUsageTotals;
  exempt: boolean;
}

const HEADERS = ['Month 1', 'Month 2', 'Month 3', 'Total (1000 gal)', 'Billed (1000 gal)', 'Amount'];

function quarterName(quarter: number): string {
  const [first, , last] = monthsOfQuarter(quarter as Quarter);
  return `Q${quarter} (${MONTH_NAMES[first - 1]}–${MONTH_NAMES[last - 1]})`;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * A row per quarter, as an invoice lists a well (months 1 to 3 of the quarter), with the quarter's
 * total, the whole 1000 gal it bills and the amount; the last row is the year.
 */
export function UsageTable({ label, usage, exempt }: UsageTableProps) {
  const amount = (cents: number) => (exempt ? `${formatCents(0)} (exempt)` : formatCents(cents));
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Quarter</TableCell>
            {HEADERS.map((header) => (
              <TableCell key={header} align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {usage.quarters.map((quarter) => (
            <TableRow key={quarter.quarter}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {quarterName(quarter.quarter)}
              </TableCell>
              {monthsOfQuarter(quarter.quarter as Quarter).map((month) => (
                <TableCell key={month} align="right">
                  {formatKgal(usage.months[month - 1] ?? null)}
                </TableCell>
              ))}
              <TableCell align="right">{formatKgal(quarter.totalKgal)}</TableCell>
              <TableCell align="right">{formatKgal(quarter.roundedKgal)}</TableCell>
              <TableCell align="right">{amount(quarter.billedCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& > *': { fontWeight: 'bold' } }}>
            <TableCell component="th" scope="row" colSpan={4}>
              Year
            </TableCell>
            <TableCell align="right">{formatKgal(usage.yearKgal)}</TableCell>
            <TableCell align="right">{formatKgal(sum(usage.quarters.map((q) => q.roundedKgal)))}</TableCell>
            <TableCell align="right">{amount(sum(usage.quarters.map((q) => q.billedCents)))}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
