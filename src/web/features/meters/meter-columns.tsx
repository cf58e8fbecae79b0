import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { METER_STATUS_LABELS, METER_UNIT_LABELS, type Meter } from '../../../shared/contracts/meters';
import { formatDay } from '../../../shared/format';
import type { TableColumn } from '../../components/data-table/data-table';
import { formatNumber } from '../../components/meters/reading-labels';
import { MeterStatusChip, TestStateChip } from './meter-labels';
import { wellPath } from './paths';

const RIGHT = { align: 'right' } as const;
const dash = '—';

/**
 * The register's columns. Status, test state and serial are filtered by the fields above the table,
 * so their own column filters are off; dates sort as their ISO text, a missing one first.
 */
export const METER_COLUMNS: TableColumn<Meter>[] = [
  {
    accessorKey: 'serialNumber',
    header: 'Serial',
    sortingFn: 'alphanumeric',
    enableColumnFilter: false,
  },
  {
    id: 'makeModel',
    header: 'Make / Model',
    accessorFn: (row) => [row.make, row.model].filter(Boolean).join(' '),
    cell: ({ getValue }) => (getValue<string>() ? getValue<string>() : dash),
  },
  {
    accessorKey: 'sizeInches',
    header: 'Size (in.)',
    meta: RIGHT,
    cell: ({ row }) => (row.original.sizeInches === null ? dash : formatNumber(row.original.sizeInches)),
  },
  {
    id: 'unit',
    header: 'Unit',
    accessorFn: (row) => METER_UNIT_LABELS[row.unit],
    meta: { filterVariant: 'select', filterSelectOptions: Object.values(METER_UNIT_LABELS) },
  },
  {
    accessorKey: 'multiplier',
    header: 'Multiplier',
    meta: RIGHT,
    cell: ({ row }) => `×${row.original.multiplier}`,
  },
  { accessorKey: 'registerDigits', header: 'Digits', meta: RIGHT },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => METER_STATUS_LABELS[row.status],
    cell: ({ row }) => <MeterStatusChip status={row.original.status} />,
    enableColumnFilter: false,
  },
  {
    id: 'lastTestedOn',
    header: 'Last test',
    accessorFn: (row) => row.lastTestedOn ?? '',
    cell: ({ row }) => (row.original.lastTestedOn ? formatDay(row.original.lastTestedOn) : 'Never'),
  },
  {
    accessorKey: 'lastTestAccuracyPercent',
    header: 'Accuracy',
    meta: RIGHT,
    cell: ({ row }) =>
      row.original.lastTestAccuracyPercent === null
        ? dash
        : `${formatNumber(row.original.lastTestAccuracyPercent)}%`,
  },
  {
    id: 'testDueOn',
    header: 'Test due',
    accessorFn: (row) => row.testDueOn ?? '',
    cell: ({ row }) => (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {row.original.testDueOn && <span>{formatDay(row.original.testDueOn)}</span>}
        {row.original.testState !== 'current' && <TestStateChip state={row.original.testState} />}
      </Stack>
    ),
    enableColumnFilter: false,
  },
  {
    id: 'installed',
    header: 'Installed on well',
    accessorFn: (row) => row.installedWellNumber ?? '',
    sortingFn: 'alphanumeric',
    cell: ({ row }) => {
      const meter = row.original;
      if (meter.installedWellId === null) return dash;
      return (
        <>
          <Link component={RouterLink} to={wellPath(meter.installedWellId)}>
            {meter.installedWellNumber ?? `Well ${meter.installedWellId}`}
          </Link>
          {meter.installedOn && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              since {formatDay(meter.installedOn)}
            </Typography>
          )}
        </>
      );
    },
  },
];
