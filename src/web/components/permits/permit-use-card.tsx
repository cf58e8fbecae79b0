import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  PERMIT_USE_PAGE_SIZES,
  type PermitUseQuery,
  type PermitUseResponse,
  type PermitUseRow,
} from '../../../shared/contracts/permits';
import { NEAR_PERCENT, type PermitUseStatus } from '../../../shared/rules/permit-use';
import { errorMessage } from '../../lib/api';
import { permitUseQuery } from '../../lib/permit-queries';
import {
  crossingText,
  dayRangeText,
  formatCutPercent,
  formatMillionGallons,
  formatPercent,
  usedOfPermittedText,
} from './permit-text';
import { PermitStatusChip, PermitUseBar } from './permit-use-status';

/** The most wells the card lists: the largest page the server gives, those nearest their limit first. */
const MOST_WELLS = PERMIT_USE_PAGE_SIZES[PERMIT_USE_PAGE_SIZES.length - 1] ?? 100;

/** The wells the card lists until the owner asks for all: those nearest their limit. */
const FIRST_WELLS = 5;

/** The owner's page of a well. */
const ownerWellPath = (wellId: number) => `/well/client-edit/${wellId}`;

/** The client's wells, the most used first (the server's own order). */
function cardQuery(clientId: number): PermitUseQuery {
  return { clientIds: String(clientId), page: 1, pageSize: MOST_WELLS };
}

/** The colour the totals' bar takes: as a well's would, without its projection. */
function totalsStatus(percent: number | null): PermitUseStatus {
  if (percent === null || percent < NEAR_PERCENT) return 'under';
  return percent >= 100 ? 'over' : 'near';
}

function WellLine({ row }: { row: PermitUseRow }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={ownerWellPath(row.wellId)}
          sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
        >
          {row.wellNumber}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {usedOfPermittedText(row)}
        </Typography>
      </Box>
      <PermitUseBar percent={row.percentUsed} status={row.status} label={`${row.wellNumber}: permit used`} />
      <PermitStatusChip status={row.status} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 10rem' }}>
        {row.projectedCrossingOn !== null ? `Crosses 100% on ${crossingText(row)}` : crossingText(row)}
      </Typography>
    </Stack>
  );
}

function CardBody({ answer }: { answer: PermitUseResponse }) {
  const { totals } = answer;
  const [showingAll, setShowingAll] = useState(false);
  const shown = showingAll ? answer.data : answer.data.slice(0, FIRST_WELLS);
  return (
    <>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography aria-label="Totals">
          {totals.wells.toLocaleString('en-US')} {totals.wells === 1 ? 'well' : 'wells'} ·{' '}
          {formatMillionGallons(totals.usedGallons)} used of {formatMillionGallons(totals.permittedGallons)}
        </Typography>
        <PermitUseBar
          percent={totals.percentUsed}
          status={totalsStatus(totals.percentUsed)}
          label={`All permitted wells: ${formatPercent(totals.percentUsed)} used`}
        />
      </Stack>
      {answer.cutPercent > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          The district has cut every permit's volume by {formatCutPercent(answer.cutPercent)}; the volumes
          shown are after the cut.
        </Alert>
      )}
      <Box component="ul" aria-label="Permitted wells" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((row) => (
          <WellLine key={row.wellId} row={row} />
        ))}
      </Box>
      {answer.data.length > FIRST_WELLS && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowingAll(!showingAll)}>
          {showingAll
            ? `Show the ${FIRST_WELLS} nearest their limit`
            : `Show all ${answer.data.length} wells`}
        </Button>
      )}
      {showingAll && answer.totalCount > answer.data.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The {answer.data.length} wells nearest their limit of {answer.totalCount.toLocaleString('en-US')}.
        </Typography>
      )}
    </>
  );
}

/**
 * The owner dashboard's Permit use: the client's permitted wells this permit year, their totals and
 * one line per well (used against permitted, status, where the pace leads), each leading to its
 * page. Nothing at all while it loads and for a client without a permitted well; a failure says so
 * with Try Again. The default export is what the dashboard loads lazily.
 */
export default function PermitUseCard({ clientId }: { clientId: number }) {
  const headingId = useId();
  const use = useQuery(permitUseQuery(cardQuery(clientId)));
  const answer = use.data;
  if (use.isPending || (answer && answer.totalCount === 0 && !use.isError)) return null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Permit use
      </Typography>
      {answer && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Permit year {dayRangeText(answer.yearStart, answer.yearEnd)}
        </Typography>
      )}
      {use.isError && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void use.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(use.error)}
        </Alert>
      )}
      {answer && answer.totalCount > 0 && <CardBody answer={answer} />}
    </Paper>
  );
}
