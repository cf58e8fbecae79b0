import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PERMIT_USE_SORTS, type PermitUseRow, type PermitUseSort } from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import type { TableColumn } from '../../components/data-table/data-table';
import {
  crossingText,
  daysText,
  formatGallonsPerDay,
  formatMillionGallons,
  isCut,
  millionGallonsValue,
  NO_VALUE,
  usedOfPermittedText,
  wholeValue,
} from '../../components/permits/permit-text';
import { PermitStatusChip, PermitUseBar } from '../../components/permits/permit-use-status';

/** The staff page of a well. */
const wellPath = (wellId: number) => `/well/edit/${wellId}`;

/** Whether a column's id is one the server sorts by (the columns sortable are named as the sorts). */
export function isPermitUseSort(id: string): id is PermitUseSort {
  return (PERMIT_USE_SORTS as readonly string[]).includes(id);
}

function WellLink({ row }: { row: PermitUseRow }) {
  return (
    // A well number broken at its hyphen reads as two.
    <Link component={RouterLink} to={wellPath(row.wellId)} sx={{ whiteSpace: 'nowrap' }}>
      {row.wellNumber}
    </Link>
  );
}

/** The year's permitted volume in MG; a cut one says so beneath, with the volume before the cut. */
function Permitted({ row }: { row: PermitUseRow }) {
  return (
    <>
      {millionGallonsValue(row.permittedGallons)}
      {isCut(row) && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          cut from {millionGallonsValue(row.uncutGallons)}
        </Typography>
      )}
    </>
  );
}

/** In a column: the crossing day, "Already over", or a dash when the pace does not cross this year. */
function crossingCellText(row: PermitUseRow): string {
  return row.projectedCrossingOn === null && row.status !== 'over' ? NO_VALUE : crossingText(row);
}

const unsorted = { enableSorting: false } as const;
const number = { meta: { align: 'right', compact: true } } as const;
/** A figure or code broken over two lines reads as two. */
const unbroken = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/**
 * A 1366 px screen: one column per fact; well, client, used, percent and crossing sort on the server.
 * The figures' units are in their headers and their padding is narrow, so the eleven columns fit
 * beside each other without a figure breaking.
 */
export const WIDE_COLUMNS: TableColumn<PermitUseRow>[] = [
  {
    id: 'well',
    header: 'Well',
    accessorFn: (row) => row.wellNumber,
    cell: ({ row }) => <WellLink row={row.original} />,
  },
  { id: 'client', header: 'Client', accessorFn: (row) => row.clientName ?? NO_VALUE },
  {
    id: 'permitNumber',
    header: 'Permit no.',
    accessorFn: (row) => row.permitNumber ?? NO_VALUE,
    cell: ({ getValue }) => unbroken(String(getValue())),
    ...unsorted,
  },
  {
    id: 'permittedGallons',
    header: 'Permitted (MG)',
    accessorFn: (row) => millionGallonsValue(row.permittedGallons),
    cell: ({ row }) => <Permitted row={row.original} />,
    ...unsorted,
    ...number,
  },
  {
    id: 'usedGallons',
    header: 'Used (MG)',
    accessorFn: (row) => millionGallonsValue(row.usedGallons),
    ...number,
  },
  {
    id: 'percentUsed',
    header: '% used',
    accessorFn: (row) => row.percentUsed,
    cell: ({ row }) => (
      <PermitUseBar
        percent={row.original.percentUsed}
        status={row.original.status}
        label={`${row.original.wellNumber}: permit used`}
        width={56}
      />
    ),
    meta: { compact: true },
  },
  {
    id: 'pace',
    header: 'Pace (gal/day)',
    accessorFn: (row) => wholeValue(row.paceGallonsPerDay),
    ...unsorted,
    ...number,
  },
  {
    id: 'projectedGallons',
    header: 'Projected (MG)',
    accessorFn: (row) => millionGallonsValue(row.projectedGallons),
    ...unsorted,
    ...number,
  },
  {
    id: 'projectedCrossingOn',
    header: 'Crosses 100%',
    accessorFn: crossingCellText,
    cell: ({ getValue }) => unbroken(String(getValue())),
    meta: { compact: true },
  },
  {
    id: 'daysAboveMax',
    header: 'Days above max',
    accessorFn: (row) => row.daysAboveMax.toLocaleString('en-US'),
    ...unsorted,
    ...number,
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => row.status,
    cell: ({ row }) => <PermitStatusChip status={row.original.status} />,
    ...unsorted,
    meta: { compact: true },
  },
];

/**
 * A phone: the same facts stacked in one column, so nothing scrolls sideways; the list keeps the
 * server's order (the most used first) or the one chosen on a wide screen.
 */
export const NARROW_COLUMNS: TableColumn<PermitUseRow>[] = [
  {
    id: 'permit',
    header: 'Permitted well',
    accessorFn: (row) => `${row.wellNumber} ${row.clientName ?? ''}`,
    ...unsorted,
    cell: ({ row }) => {
      const use = row.original;
      return (
        <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <WellLink row={use} />
            <PermitStatusChip status={use.status} />
          </Stack>
          <Typography variant="body2">
            {use.clientName ?? NO_VALUE}
            {use.permitNumber && ` · permit ${use.permitNumber}`}
          </Typography>
          <PermitUseBar
            percent={use.percentUsed}
            status={use.status}
            label={`${use.wellNumber}: permit used`}
          />
          <Typography variant="body2">
            {usedOfPermittedText(use)}
            {isCut(use) && ` (cut from ${formatMillionGallons(use.uncutGallons)})`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Pace {formatGallonsPerDay(use.paceGallonsPerDay)} · projected{' '}
            {formatMillionGallons(use.projectedGallons)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {use.projectedCrossingOn !== null
              ? `Crosses 100% on ${formatDay(use.projectedCrossingOn)}`
              : crossingText(use)}
            {use.daysAboveMax > 0 && ` · ${daysText(use.daysAboveMax)} above the max`}
          </Typography>
        </Stack>
      );
    },
  },
];
