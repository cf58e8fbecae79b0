import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  EXEMPTION_REVIEW_SORTS,
  type ExemptionReviewRow,
  type ExemptionReviewSort,
} from '../../../shared/contracts/exemptions';
import type { TableColumn } from '../../components/data-table/data-table';
import { DotChip } from '../../components/dot-chip';

const dash = '—';
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The staff page of a well. */
const wellPath = (wellId: number) => `/well/edit/${wellId}`;

/** Whether a column's id is one the server sorts by (the columns sortable are named as the sorts). */
export function isExemptionReviewSort(id: string): id is ExemptionReviewSort {
  return (EXEMPTION_REVIEW_SORTS as readonly string[]).includes(id);
}

export function depthText(row: ExemptionReviewRow): string {
  return row.wellDepth === null ? dash : `${NUMBER.format(row.wellDepth)} ft`;
}

export function capacityText(row: ExemptionReviewRow): string {
  return row.capacityGallonsPerDay === null ? dash : `${NUMBER.format(row.capacityGallonsPerDay)} gpd`;
}

function WellLink({ row }: { row: ExemptionReviewRow }) {
  return (
    // A well number broken at its hyphen reads as two.
    <Link component={RouterLink} to={wellPath(row.wellId)} sx={{ whiteSpace: 'nowrap' }}>
      {row.wellNumber}
    </Link>
  );
}

/** The well's own flag: what its invoices follow. */
function Flag({ row }: { row: ExemptionReviewRow }) {
  return row.flaggedExempt ? (
    <DotChip color="success.main">Exempt</DotChip>
  ) : (
    <DotChip color="grey.500">Not exempt</DotChip>
  );
}

/** What the rules say, in amber where it is not what the flag says, with the rules that match. */
function RulesSay({ row }: { row: ExemptionReviewRow }) {
  const color = row.ruleExempt === row.flaggedExempt ? 'grey.500' : 'warning.main';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <DotChip color={color}>{row.ruleExempt ? 'Exempt' : 'Not exempt'}</DotChip>
      {row.reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {row.reasons.map((reason) => (
            <Typography component="li" variant="caption" color="text.secondary" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}

const rulesText = (row: ExemptionReviewRow) =>
  [row.ruleExempt ? 'Exempt' : 'Not exempt', ...row.reasons].join(', ');

const unsorted = { enableSorting: false } as const;
const numeric = { meta: { align: 'right' } } as const;

/** A 1366 px screen: one column per fact; well, client, aquifer, use, depth and capacity sort on the server. */
export const WIDE_COLUMNS: TableColumn<ExemptionReviewRow>[] = [
  {
    id: 'wellNumber',
    header: 'Well',
    accessorFn: (row) => row.wellNumber,
    cell: ({ row }) => <WellLink row={row.original} />,
  },
  { id: 'client', header: 'Client', accessorFn: (row) => row.clientName ?? dash },
  { id: 'aquifer', header: 'Aquifer', accessorFn: (row) => row.aquiferName ?? dash },
  { id: 'wellUse', header: 'Well use', accessorFn: (row) => row.wellUseName ?? dash },
  { id: 'wellDepth', header: 'Depth', accessorFn: depthText, ...numeric },
  { id: 'capacity', header: 'Capacity', accessorFn: capacityText, ...numeric },
  {
    id: 'flag',
    header: 'Flag',
    accessorFn: (row) => (row.flaggedExempt ? 'Exempt' : 'Not exempt'),
    cell: ({ row }) => <Flag row={row.original} />,
    ...unsorted,
  },
  {
    id: 'rules',
    header: 'Rules say',
    accessorFn: rulesText,
    cell: ({ row }) => <RulesSay row={row.original} />,
    ...unsorted,
  },
];

/**
 * A phone: the same facts stacked in one column, so nothing scrolls sideways beside the action; the
 * list keeps the server's order (by well number) or the one chosen on a wide screen.
 */
export const NARROW_COLUMNS: TableColumn<ExemptionReviewRow>[] = [
  {
    id: 'well',
    header: 'Well',
    accessorFn: (row) => `${row.wellNumber} ${row.clientName ?? ''}`,
    ...unsorted,
    cell: ({ row }) => {
      const well = row.original;
      return (
        <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <WellLink row={well} />
            <Flag row={well} />
          </Stack>
          <Typography variant="body2">{well.clientName ?? 'No client'}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[well.aquiferName ?? 'No aquifer', well.wellUseName ?? 'No use'].join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {depthText(well)} · {capacityText(well)}
          </Typography>
          <Typography variant="body2" component="div">
            Rules say: <RulesSay row={well} />
          </Typography>
        </Stack>
      );
    },
  },
];
