import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicLanding, PublicRate } from '../../../shared/contracts/public-data';
import {
  REPORTING_FREQUENCY_LABELS,
  type ReportingPeriodRow,
} from '../../../shared/contracts/reporting-calendar';
import { formatDay, formatDollars } from '../../../shared/format';
import { SCHEDULE_START } from '../../../shared/rules/rate-schedule';
import { DotChip } from '../../components/dot-chip';
import { FiguresTable, type FigureColumn } from './figures-table';
import { PublicSection } from './public-section';
import { todayText } from './public-text';
import { Fact } from '../../components/fact';

function rateText(rate: PublicRate): string {
  return `${formatDollars(rate.ratePerMillionGallons)} per million gallons`;
}

const dayOrDash = (day: string | null) => (day === null ? '—' : formatDay(day));

/** The schedule's first rate applies from the start, not from a day anyone chose. */
const effectiveText = (rate: PublicRate) =>
  rate.effectiveOn === SCHEDULE_START ? 'From the start' : formatDay(rate.effectiveOn);

/** In force, still to come (after the one in force), or replaced. */
function RateState({ rate, inForce }: { rate: PublicRate; inForce: PublicRate | undefined }) {
  if (rate.inForce) return <DotChip color="success.main">In force</DotChip>;
  if (inForce && rate.effectiveOn > inForce.effectiveOn) return <DotChip color="info.main">Future</DotChip>;
  return <DotChip color="grey.500">Past</DotChip>;
}

function rateColumns(inForce: PublicRate | undefined): FigureColumn<PublicRate>[] {
  return [
    { id: 'effectiveOn', header: 'Effective', value: effectiveText },
    {
      id: 'rate',
      header: 'Rate per million gallons',
      numeric: true,
      value: (rate) => formatDollars(rate.ratePerMillionGallons),
    },
    { id: 'adoptedOn', header: 'Adopted', value: (rate) => dayOrDash(rate.adoptedOn) },
    { id: 'hearingOn', header: 'Public hearing', value: (rate) => dayOrDash(rate.hearingOn) },
    { id: 'state', header: 'State', value: (rate) => <RateState rate={rate} inForce={inForce} /> },
  ];
}

function periodColumns(today: string): FigureColumn<ReportingPeriodRow>[] {
  return [
    {
      id: 'period',
      header: 'Period',
      value: (period) => (
        <>
          {period.label}
          {period.start <= today && today <= period.end && (
            <Box component="span" sx={{ ml: 1 }}>
              <DotChip color="success.main">Current</DotChip>
            </Box>
          )}
        </>
      ),
    },
    {
      id: 'days',
      header: 'Days',
      value: (period) => `${formatDay(period.start)} to ${formatDay(period.end)}`,
    },
    { id: 'dueOn', header: 'Report due', value: (period) => formatDay(period.dueOn) },
  ];
}

/** The district's contact, its rate and the history of rates, and the reporting calendar. */
export function LandingSection({ landing }: { landing: PublicLanding }) {
  const { district, rates, calendar } = landing;
  const inForce = rates.find((rate) => rate.inForce);
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <PublicSection title="Contact">
            {district ? (
              <Box component="dl" sx={{ m: 0 }}>
                <Fact label="District">{district.name}</Fact>
                <Fact label="Location">
                  {district.city}, {district.state}
                </Fact>
                {district.phone && (
                  <Fact label="Phone">
                    <Link href={`tel:${district.phone.replace(/[^\d+]/g, '')}`}>{district.phone}</Link>
                  </Fact>
                )}
                {district.email && (
                  <Fact label="Email">
                    <Link href={`mailto:${district.email}`} sx={{ overflowWrap: 'anywhere' }}>
                      {district.email}
                    </Link>
                  </Fact>
                )}
              </Box>
            ) : (
              <Typography color="text.secondary">The district has not entered its contact yet.</Typography>
            )}
          </PublicSection>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <PublicSection title="Pumping rate">
            {inForce ? (
              <Typography sx={{ mb: 2 }}>
                <Box component="span" sx={{ fontSize: '1.5rem', fontWeight: 600, mr: 1 }}>
                  {formatDollars(inForce.ratePerMillionGallons)}
                </Box>
                per million gallons of non-exempt pumpage
                {inForce.effectiveOn === SCHEDULE_START ? '' : `, since ${formatDay(inForce.effectiveOn)}`}
              </Typography>
            ) : (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                No rate is in force.
              </Typography>
            )}
            <FiguresTable
              label="Rate history"
              columns={rateColumns(inForce)}
              rows={rates}
              getRowId={(rate) => `${rate.effectiveOn}-${rateText(rate)}`}
              emptyText="The district has published no rate."
            />
          </PublicSection>
        </Grid>
      </Grid>
      {calendar && (
        <PublicSection
          title="Reporting calendar"
          subtitle={`Well owners report their pumpage ${REPORTING_FREQUENCY_LABELS[calendar.frequency].toLowerCase()}, within ${calendar.dueDays.toLocaleString('en-US')} ${calendar.dueDays === 1 ? 'day' : 'days'} after each period ends.`}
        >
          <FiguresTable
            label="Reporting periods"
            columns={periodColumns(todayText())}
            rows={calendar.periods}
            getRowId={(period) => period.key}
            emptyText="No reporting period is scheduled."
          />
        </PublicSection>
      )}
    </>
  );
}
