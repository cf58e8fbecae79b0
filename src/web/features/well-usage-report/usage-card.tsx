import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WellUsageSection, WellUsageTotals } from '../../../shared/contracts/well-usage-report';
import { formatRange } from './report-format';
import { UsageTable } from './usage-table';

function MissingDays({ section, dataThrough }: { section: WellUsageSection; dataThrough: string }) {
  if (section.missingDayCount === 0)
    return <Typography variant="body2">Data on every day through {dataThrough}.</Typography>;
  const plural = section.missingDayCount === 1 ? 'day' : 'days';
  return (
    <Typography variant="body2">
      <strong>
        No data on {section.missingDayCount} {plural} through {dataThrough}:
      </strong>{' '}
      {section.missingDayRanges.map(formatRange).join(', ')}
    </Typography>
  );
}

function wellTitle(section: WellUsageSection): string {
  return section.clientWellName ? `${section.wellNumber} – ${section.clientWellName}` : section.wellNumber;
}

/** One well: its lookups, months, quarters with what they bill, and the days without data. */
export function WellUsageCard({
  section,
  dataThrough,
}: {
  section: WellUsageSection;
  dataThrough: string | null;
}) {
  const details = [section.aquifer, section.wellUse, section.parish].filter((text) => text !== null);
  return (
    <Card variant="outlined" component="section" aria-label={`Well ${section.wellNumber}`} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {wellTitle(section)}
          </Typography>
          {section.isExempt && <Chip size="small" color="info" label="Exempt" />}
          {!section.isActive && <Chip size="small" label="Inactive" />}
        </Stack>
        {details.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {details.join(' · ')}
          </Typography>
        )}
        <UsageTable label={`Usage of ${section.wellNumber}`} usage={section} exempt={section.isExempt} />
        {dataThrough && <MissingDays section={section} dataThrough={dataThrough} />}
      </CardContent>
    </Card>
  );
}

/** All wells added up; the amount bills the non-exempt wells' summed quarter, as an invoice would. */
export function TotalsCard({ totals, wellCount }: { totals: WellUsageTotals; wellCount: number }) {
  return (
    <Card variant="outlined" component="section" aria-label="All wells" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          All {wellCount} wells
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Billed amounts are for the non-exempt wells’ quarter totals together
          {totals.missingDayCount > 0 ? `; ${totals.missingDayCount} well-days without data` : ''}.
        </Typography>
        <UsageTable label="Usage of all wells" usage={totals} exempt={false} />
      </CardContent>
    </Card>
  );
}
