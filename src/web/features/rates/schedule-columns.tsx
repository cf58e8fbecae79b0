import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CellContext } from '@tanstack/react-table';
import {
  SCHEDULE_ENTRY_STATUSES,
  type BillingTermsEntry,
  type RateEntry,
  type ScheduleEntryStatus,
} from '../../../shared/contracts/rates';
import type { TableColumn } from '../../components/data-table/data-table';
import { DotChip } from '../../components/dot-chip';
import { formatInstant } from '../../components/permits/permit-text';
import {
  capText,
  cardFeeText,
  dayText,
  daysText,
  effectiveText,
  lateFeeText,
  noticesText,
  noticeTotal,
  percentText,
  rateEntryText,
  rateText,
  STATUS_COLORS,
  statusText,
} from './rates-text';

/** What an entry of either list shares: its day, where it stands, and who entered and withdrew it. */
type Entry = RateEntry | BillingTermsEntry;

export interface ColumnOptions {
  /** Staff see who entered each entry and a rate's notices. */
  staff: boolean;
  /** A rate's "Who was told", staff only. */
  onShowNotices: (rate: RateEntry) => void;
}

const numeric = { meta: { align: 'right' } } as const;
// ISO days and instants sort as text; a missing day (a rate from the settings) comes first.
const byText = { sortingFn: 'text' } as const;

export function StatusBadge({ status }: { status: ScheduleEntryStatus }) {
  return <DotChip color={STATUS_COLORS[status]}>{statusText(status)}</DotChip>;
}

/** A withdrawn entry's figure, struck through: it is kept, and never applies. */
function Figure({ entry, children }: { entry: Entry; children: string }) {
  const withdrawn = entry.status === 'withdrawn';
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', textDecoration: withdrawn ? 'line-through' : 'none' }}>
      {children}
    </Box>
  );
}

/** Who entered it (staff only; the settings' first entry is the system's) and when; then any withdrawal. */
function Entered({ entry, staff }: { entry: Entry; staff: boolean }) {
  const who = (name: string | null) => (staff ? (name ?? 'System') : null);
  const enteredBy = who(entry.enteredBy);
  return (
    <Box component="span" sx={{ display: 'block', minWidth: '9rem' }}>
      {enteredBy}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatInstant(entry.enteredAt)}
      </Typography>
      {entry.withdrawnAt !== null && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Withdrawn {formatInstant(entry.withdrawnAt)}
          {staff && entry.withdrawnBy !== null ? ` by ${entry.withdrawnBy}` : ''}
        </Typography>
      )}
    </Box>
  );
}

/** A rate's notices and the button that lists them. */
function Notices({ rate, onShow }: { rate: RateEntry; onShow: (rate: RateEntry) => void }) {
  if (rate.notices === null) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: '9rem' }}>
      <span>{noticesText(rate.notices)}</span>
      {noticeTotal(rate.notices) > 0 && (
        <Button
          size="small"
          variant="text"
          aria-label={`Who was told of the rate of ${rateEntryText(rate)}`}
          onClick={() => onShow(rate)}
          sx={{ whiteSpace: 'nowrap', px: 0.5, minWidth: 0 }}
        >
          Who was told
        </Button>
      )}
    </Stack>
  );
}

const statusOrder = (entry: Entry) => SCHEDULE_ENTRY_STATUSES.indexOf(entry.status);

const statusColumn: TableColumn<Entry> = {
  id: 'status',
  header: 'Status',
  accessorFn: statusOrder,
  cell: ({ row }) => <StatusBadge status={row.original.status} />,
};

function enteredColumn(staff: boolean): TableColumn<Entry> {
  return {
    id: 'entered',
    header: staff ? 'Entered by' : 'Entered',
    accessorFn: (entry) => entry.enteredAt,
    ...byText,
    cell: ({ row }) => <Entered entry={row.original} staff={staff} />,
  };
}

const effectiveColumn: TableColumn<Entry> = {
  id: 'effectiveOn',
  header: 'Effective',
  accessorFn: (entry) => entry.effectiveOn,
  ...byText,
  cell: ({ row }) => <Box sx={{ whiteSpace: 'nowrap' }}>{effectiveText(row.original)}</Box>,
};

/** A 1366 px screen: one column per fact of a rate. */
export function wideRateColumns({ staff, onShowNotices }: ColumnOptions): TableColumn<RateEntry>[] {
  const dayColumn = (id: 'adoptedOn' | 'noticeGivenOn' | 'hearingOn', header: string) =>
    ({
      id,
      header,
      accessorFn: (rate) => rate[id] ?? '',
      ...byText,
      cell: ({ row }) => <Box sx={{ whiteSpace: 'nowrap' }}>{dayText(row.original[id])}</Box>,
    }) satisfies TableColumn<RateEntry>;
  return [
    {
      id: 'rate',
      header: 'Rate per million gallons',
      accessorFn: (rate) => rate.ratePerMillionGallons,
      cell: ({ row }) => <Figure entry={row.original}>{rateText(row.original)}</Figure>,
      ...numeric,
    },
    effectiveColumn as TableColumn<RateEntry>,
    dayColumn('adoptedOn', 'Adopted'),
    dayColumn('noticeGivenOn', 'Notice given'),
    dayColumn('hearingOn', 'Hearing'),
    statusColumn as TableColumn<RateEntry>,
    enteredColumn(staff) as TableColumn<RateEntry>,
    ...(staff
      ? [
          {
            id: 'notices',
            header: 'Clients told',
            accessorFn: (rate) => noticeTotal(rate.notices),
            cell: ({ row }) => <Notices rate={row.original} onShow={onShowNotices} />,
          } satisfies TableColumn<RateEntry>,
        ]
      : []),
  ];
}

/**
 * A phone: a rate's facts stacked in one column, so nothing scrolls sideways beside its action; it
 * sorts by the effective day, as the wide table does at first.
 */
export function narrowRateColumns({ staff, onShowNotices }: ColumnOptions): TableColumn<RateEntry>[] {
  return [
    {
      id: 'effectiveOn',
      header: 'Rate',
      accessorFn: (rate) => rate.effectiveOn,
      ...byText,
      cell: ({ row }) => {
        const rate = row.original;
        return (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body1" component="span" sx={{ fontWeight: 'bold' }}>
                <Figure entry={rate}>{`${rateText(rate)} per million gallons`}</Figure>
              </Typography>
              <StatusBadge status={rate.status} />
            </Stack>
            <Typography variant="body2">{effectiveText(rate)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Adopted {dayText(rate.adoptedOn)} · Notice {dayText(rate.noticeGivenOn)} · Hearing{' '}
              {dayText(rate.hearingOn)}
            </Typography>
            <Entered entry={rate} staff={staff} />
            {staff && <Notices rate={rate} onShow={onShowNotices} />}
          </Stack>
        );
      },
    },
  ];
}

/** A 1366 px screen: one column per term. */
export function wideTermsColumns({ staff }: Pick<ColumnOptions, 'staff'>): TableColumn<BillingTermsEntry>[] {
  const figure =
    (text: (terms: BillingTermsEntry) => string) =>
    ({ row }: CellContext<BillingTermsEntry, unknown>) => (
      <Figure entry={row.original}>{text(row.original)}</Figure>
    );
  return [
    effectiveColumn as TableColumn<BillingTermsEntry>,
    {
      id: 'dueDays',
      header: 'Days to pay',
      accessorFn: (terms) => terms.dueDays,
      cell: figure((terms) => daysText(terms.dueDays)),
      ...numeric,
    },
    {
      id: 'lateFee',
      header: 'Late fee',
      accessorFn: (terms) => terms.lateFeePercent,
      cell: figure(lateFeeText),
      ...numeric,
    },
    {
      id: 'cap',
      header: 'Late-fee cap',
      accessorFn: (terms) => terms.lateFeeCapPercent ?? Number.POSITIVE_INFINITY,
      cell: figure(capText),
      ...numeric,
    },
    {
      id: 'cardFee',
      header: 'Card fee',
      accessorFn: (terms) => terms.cardFeePercent,
      cell: figure(cardFeeText),
      ...numeric,
    },
    {
      id: 'bankFee',
      header: 'Bank transfer fee',
      accessorFn: (terms) => terms.bankFeePercent,
      cell: figure((terms) => percentText(terms.bankFeePercent)),
      ...numeric,
    },
    statusColumn as TableColumn<BillingTermsEntry>,
    enteredColumn(staff) as TableColumn<BillingTermsEntry>,
  ];
}

/** A phone: the terms stacked in one column. */
export function narrowTermsColumns({
  staff,
}: Pick<ColumnOptions, 'staff'>): TableColumn<BillingTermsEntry>[] {
  return [
    {
      id: 'effectiveOn',
      header: 'Terms',
      accessorFn: (terms) => terms.effectiveOn,
      ...byText,
      cell: ({ row }) => {
        const terms = row.original;
        return (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body1" component="span" sx={{ fontWeight: 'bold' }}>
                {effectiveText(terms)}
              </Typography>
              <StatusBadge status={terms.status} />
            </Stack>
            <Typography variant="body2">
              <Figure entry={terms}>{`${daysText(terms.dueDays)} to pay`}</Figure>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Late fee {lateFeeText(terms)},{' '}
              {terms.lateFeeCapPercent === null ? 'no cap' : `at most ${capText(terms)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Card {cardFeeText(terms)} · Bank transfer {percentText(terms.bankFeePercent)}
            </Typography>
            <Entered entry={terms} staff={staff} />
          </Stack>
        );
      },
    },
  ];
}
