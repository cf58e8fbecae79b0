import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiKeyRow } from '../../../shared/contracts/api-keys';
import type { TableColumn } from '../../components/data-table/data-table';
import { DotChip } from '../../components/dot-chip';
import { formatInstant } from '../../components/permits/permit-text';
import {
  expiresText,
  KEY_STANDINGS,
  keyStanding,
  lastUsedText,
  prefixText,
  scopesText,
  STANDING_COLORS,
  STANDING_LABELS,
  standingText,
} from './api-keys-text';

// ISO days and instants sort as text; a key that never expires or was never used sorts first.
const byText = { sortingFn: 'text' } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

/** Where the key stands; `short` leaves out the day of a revocation, which a phone shows below it. */
export function StandingBadge({ apiKey, short = false }: { apiKey: ApiKeyRow; short?: boolean }) {
  const standing = keyStanding(apiKey);
  const text = short ? STANDING_LABELS[standing] : standingText(apiKey);
  return <DotChip color={STANDING_COLORS[standing]}>{text}</DotChip>;
}

/** The key's start in a monospace face, as it begins the key the agency holds. */
function Prefix({ prefix }: { prefix: string }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', ...noWrap }}>
      {prefixText(prefix)}
    </Box>
  );
}

/** Who created it (a user since removed shows no name) and when. */
function Created({ apiKey }: { apiKey: ApiKeyRow }) {
  return (
    <Box component="span" sx={{ display: 'block', minWidth: '9rem' }}>
      {apiKey.createdBy ?? '—'}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatInstant(apiKey.createdAt)}
      </Typography>
    </Box>
  );
}

/** The status, and who revoked the key. */
function Standing({ apiKey }: { apiKey: ApiKeyRow }) {
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <StandingBadge apiKey={apiKey} />
      {apiKey.revokedBy !== null && (
        <Typography component="span" variant="caption" color="text.secondary">
          by {apiKey.revokedBy}
        </Typography>
      )}
    </Stack>
  );
}

/** A 1366 px screen: one column per fact of a key. */
export function wideKeyColumns(): TableColumn<ApiKeyRow>[] {
  return [
    { id: 'name', header: 'Name', accessorFn: (key) => key.name },
    {
      id: 'prefix',
      header: 'Prefix',
      accessorFn: (key) => key.prefix,
      cell: ({ row }) => <Prefix prefix={row.original.prefix} />,
    },
    { id: 'scopes', header: 'Scopes', accessorFn: (key) => scopesText(key.scopes) },
    {
      id: 'expiresOn',
      header: 'Expires',
      accessorFn: (key) => key.expiresOn ?? '',
      ...byText,
      cell: ({ row }) => <Box sx={noWrap}>{expiresText(row.original.expiresOn)}</Box>,
    },
    {
      id: 'createdAt',
      header: 'Created',
      accessorFn: (key) => key.createdAt,
      ...byText,
      cell: ({ row }) => <Created apiKey={row.original} />,
    },
    {
      id: 'lastUsedAt',
      header: 'Last used',
      accessorFn: (key) => key.lastUsedAt ?? '',
      ...byText,
      cell: ({ row }) => <Box sx={noWrap}>{lastUsedText(row.original.lastUsedAt)}</Box>,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (key) => KEY_STANDINGS.indexOf(keyStanding(key)),
      cell: ({ row }) => <Standing apiKey={row.original} />,
    },
  ];
}

/**
 * A phone: a key's facts stacked in one column, so nothing scrolls sideways beside its action; it
 * sorts by when the key was created, as the wide table does at first.
 */
export function narrowKeyColumns(): TableColumn<ApiKeyRow>[] {
  return [
    {
      id: 'createdAt',
      header: 'Key',
      accessorFn: (key) => key.createdAt,
      ...byText,
      cell: ({ row }) => {
        const key = row.original;
        return (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                variant="body1"
                component="span"
                sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}
              >
                {key.name}
              </Typography>
              <StandingBadge apiKey={key} short />
            </Stack>
            <Prefix prefix={key.prefix} />
            <Typography variant="body2">{scopesText(key.scopes)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Expires {expiresText(key.expiresOn)} · Last used {lastUsedText(key.lastUsedAt)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Created {formatInstant(key.createdAt)}
              {key.createdBy !== null && ` by ${key.createdBy}`}
            </Typography>
            {key.revokedAt !== null && (
              <Typography variant="body2" color="text.secondary">
                {standingText(key)}
                {key.revokedBy !== null && ` by ${key.revokedBy}`}
              </Typography>
            )}
          </Stack>
        );
      },
    },
  ];
}
