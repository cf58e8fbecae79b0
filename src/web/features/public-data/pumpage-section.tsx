import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import {
  PUBLIC_PUMPAGE_GROUPS,
  type PublicPumpage,
  type PublicPumpageGroup,
  type PublicQuarterTotal,
} from '../../../shared/contracts/public-data';
import { DotChip } from '../../components/dot-chip';
import { PlainSelect } from '../../components/plain-select/plain-select';
import { errorMessage } from '../../lib/api';
import { downloadPublicPumpage } from './api';
import { FiguresTable, type FigureColumn } from './figures-table';
import {
  billingAgreement,
  groupTotals,
  pumpageYears,
  quartersOf,
  sumOfGroups,
  yearTotals,
  type GroupTotal,
} from './pumpage-figures';
import { GROUP_LABELS, kgalText, NOT_RECORDED } from './public-text';
import { PublicSection } from './public-section';

const PumpageChart = lazy(() => import('./pumpage-chart'));
const CHART_HEIGHT = 280;

function groupColumns(by: PublicPumpageGroup): FigureColumn<GroupTotal>[] {
  return [
    { id: 'name', header: GROUP_LABELS[by], value: (group) => group.name ?? NOT_RECORDED },
    { id: 'wells', header: 'Wells', numeric: true, value: (group) => group.wells.toLocaleString('en-US') },
    {
      id: 'nonExempt',
      header: 'Non-exempt (kgal)',
      numeric: true,
      value: (group) => kgalText(group.nonExemptKgal),
    },
    {
      id: 'exempt',
      header: 'Exempt, not billed (kgal)',
      numeric: true,
      value: (group) => kgalText(group.exemptKgal),
    },
    { id: 'total', header: 'Total (kgal)', numeric: true, value: (group) => kgalText(group.totalKgal) },
  ];
}

function Agreement({ quarter }: { quarter: PublicQuarterTotal }) {
  const agreement = billingAgreement(quarter);
  if (agreement.state === 'not-billed') return <DotChip color="grey.500">Not billed yet</DotChip>;
  if (agreement.state === 'agrees') return <DotChip color="success.main">Agrees</DotChip>;
  const more = agreement.differenceKgal > 0 ? 'more' : 'less';
  return (
    <DotChip color="error.main">
      Billed {kgalText(Math.abs(agreement.differenceKgal))} kgal {more}
    </DotChip>
  );
}

const QUARTER_COLUMNS: FigureColumn<PublicQuarterTotal>[] = [
  { id: 'quarter', header: 'Quarter', value: (q) => `Q${q.quarter} ${q.year}` },
  { id: 'total', header: 'Pumpage (kgal)', numeric: true, value: (q) => kgalText(q.totalKgal) },
  { id: 'exempt', header: 'Exempt (kgal)', numeric: true, value: (q) => kgalText(q.exemptKgal) },
  {
    id: 'unassigned',
    header: 'No owner on record (kgal)',
    numeric: true,
    value: (q) => kgalText(q.unassignedKgal),
  },
  { id: 'billable', header: 'Billable (kgal)', numeric: true, value: (q) => kgalText(q.billableKgal) },
  {
    id: 'invoiced',
    header: 'Billed on invoices (kgal)',
    numeric: true,
    value: (q) => (q.invoicedKgal === null ? '—' : kgalText(q.invoicedKgal)),
  },
  { id: 'check', header: 'Check', value: (q) => <Agreement quarter={q} /> },
];

function useDownloadCsv() {
  return useMutation({ mutationFn: downloadPublicPumpage });
}

/** The published pumpage: a year's tables by parish, aquifer or well use, the chart, the CSV, the billing check. */
export function PumpageSection({ pumpage }: { pumpage: PublicPumpage }) {
  const years = pumpageYears(pumpage);
  const [chosenYear, setChosenYear] = useState<number | undefined>(undefined);
  const year = chosenYear !== undefined && years.includes(chosenYear) ? chosenYear : years[0];
  const [by, setBy] = useState<PublicPumpageGroup>('parish');
  const download = useDownloadCsv();

  if (year === undefined) {
    return (
      <PublicSection title="Pumpage">
        <Typography color="text.secondary">No pumpage has been reported yet.</Typography>
      </PublicSection>
    );
  }
  const groups = groupTotals(pumpage.rows, year, by);
  const quarters = quartersOf(pumpage.quarters, year);
  const totals = yearTotals(pumpage.rows);

  return (
    <PublicSection
      title="Pumpage"
      subtitle="Groundwater pumped from every well in the district, in thousands of gallons (kgal). Exempt wells report their pumpage too; it is published and labelled exempt, and never billed."
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <PlainSelect
            label="Year"
            value={year}
            options={years.map((option) => ({ value: option, label: String(option) }))}
            onChange={setChosenYear}
            minWidth={120}
          />
          <PlainSelect
            label="Group by"
            value={PUBLIC_PUMPAGE_GROUPS.indexOf(by)}
            options={PUBLIC_PUMPAGE_GROUPS.map((group, index) => ({
              value: index,
              label: GROUP_LABELS[group],
            }))}
            onChange={(index) => setBy(PUBLIC_PUMPAGE_GROUPS[index] ?? 'parish')}
            minWidth={160}
          />
        </Stack>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate(by)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Download CSV
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
          {errorMessage(download.error)}
        </Alert>
      )}
      <FiguresTable
        label={`Pumpage ${year} by ${GROUP_LABELS[by].toLowerCase()}`}
        columns={groupColumns(by)}
        rows={groups}
        getRowId={(group) => group.name ?? ''}
        total={{ name: 'All wells', ...sumOfGroups(groups) }}
        emptyText={`No pumpage was reported for ${year}.`}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        The CSV lists every year by {GROUP_LABELS[by].toLowerCase()}, exempt pumpage apart.
      </Typography>

      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        Pumpage per year
      </Typography>
      <Suspense
        fallback={
          <Skeleton
            variant="rectangular"
            height={CHART_HEIGHT}
            role="progressbar"
            aria-label="Loading chart"
          />
        }
      >
        <PumpageChart totals={totals} selectedYear={year} height={CHART_HEIGHT} />
      </Suspense>

      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 0.5 }}>
        Billing check, {year}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Each quarter’s billable pumpage (non-exempt wells with an owner on record) against the pumpage billed
        on that quarter’s invoices.
      </Typography>
      <FiguresTable
        label={`Billing check ${year}`}
        columns={QUARTER_COLUMNS}
        rows={quarters}
        getRowId={(quarter) => `${quarter.year}-${quarter.quarter}`}
        emptyText={`No quarter of ${year} has pumpage yet.`}
      />
    </PublicSection>
  );
}
