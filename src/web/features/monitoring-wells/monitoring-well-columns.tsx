import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MonitoringWell } from '../../../shared/contracts/monitoring-wells';
import type { TableColumn } from '../../components/data-table/data-table';
import { dayOrDash, orDash, trendText, yesNo } from './monitoring-well-text';

// ISO days sort as text; a well never measured sorts first.
const byText = { sortingFn: 'text' } as const;
const right = { meta: { align: 'right' } } as const;

export const wellPath = (id: number) => `/monitoring-wells/${id}`;

function NameLink({ well }: { well: MonitoringWell }) {
  return (
    <Link component={RouterLink} to={wellPath(well.id)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
      {well.displayName}
    </Link>
  );
}

/** The aquifer filter offers the aquifers the list has. */
function aquiferColumn(aquifers: readonly string[]): TableColumn<MonitoringWell> {
  return {
    id: 'aquifer',
    header: 'Aquifer',
    accessorFn: (well) => well.aquiferName,
    meta: { filterVariant: 'select', filterSelectOptions: aquifers },
  };
}

/** A 1366 px screen: one column per fact. */
export function wideWellColumns(aquifers: readonly string[]): TableColumn<MonitoringWell>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (well) => well.displayName,
      // Names in the order people read them: EB-792 before EB-1000.
      sortingFn: 'alphanumeric',
      cell: ({ row }) => <NameLink well={row.original} />,
    },
    aquiferColumn(aquifers),
    { id: 'parish', header: 'Parish', accessorFn: (well) => well.parishName ?? '' },
    {
      id: 'lastMeasuredOn',
      header: 'Last measured',
      accessorFn: (well) => well.lastMeasuredOn ?? '',
      ...byText,
      cell: ({ row }) => dayOrDash(row.original.lastMeasuredOn),
    },
    {
      id: 'lastDepthFeet',
      header: 'Last depth (ft)',
      accessorFn: (well) => well.lastDepthFeet ?? undefined,
      sortUndefined: 'first',
      cell: ({ row }) => orDash(row.original.lastDepthFeet),
      ...right,
    },
    {
      id: 'trend',
      header: 'Trend',
      accessorFn: (well) => well.levelTrendFeetPerYear ?? undefined,
      sortUndefined: 'first',
      cell: ({ row }) => trendText(row.original.levelTrendFeetPerYear),
    },
    {
      id: 'lastChlorideMgL',
      header: 'Last chloride (mg/L)',
      accessorFn: (well) => well.lastChlorideMgL ?? undefined,
      sortUndefined: 'first',
      cell: ({ row }) => orDash(row.original.lastChlorideMgL),
      ...right,
    },
    {
      id: 'isPublic',
      header: 'Public',
      accessorFn: (well) => yesNo(well.isPublic),
      meta: { filterVariant: 'select', filterSelectOptions: ['Yes', 'No'] },
    },
  ];
}

/** A phone: a well's facts stacked in one column, so the table never scrolls sideways. */
export function narrowWellColumns(aquifers: readonly string[]): TableColumn<MonitoringWell>[] {
  return [
    {
      id: 'name',
      header: 'Monitoring well',
      accessorFn: (well) => well.displayName,
      // Names in the order people read them: EB-792 before EB-1000.
      sortingFn: 'alphanumeric',
      cell: ({ row }) => {
        const well = row.original;
        return (
          <Stack spacing={0.25}>
            <NameLink well={well} />
            <Typography variant="body2">
              {well.parishName ?? 'No parish'}
              {well.isPublic && ' · Public'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dayOrDash(well.lastMeasuredOn)} · {orDash(well.lastDepthFeet, 'ft')} ·{' '}
              {trendText(well.levelTrendFeetPerYear)}
            </Typography>
            {well.lastChlorideMgL !== null && (
              <Typography variant="body2" color="text.secondary">
                Chloride {orDash(well.lastChlorideMgL, 'mg/L')}
              </Typography>
            )}
          </Stack>
        );
      },
    },
    // A short column of its own, so a phone filters by aquifer as a wide screen does.
    aquiferColumn(aquifers),
  ];
}
