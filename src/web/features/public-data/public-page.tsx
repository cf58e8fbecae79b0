import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { districtLogoEndpoint } from '../../../shared/contracts/district';
import type { PublicSummary } from '../../../shared/contracts/public-data';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { publicSummaryQuery, usePublicMonitoringWells } from './api';
import { LandingSection } from './landing-section';
import { LevelsSection } from './levels-section';
import { PumpageSection } from './pumpage-section';
import { WellsSection } from './wells-section';
import { LegalLinks } from '../../components/legal-links';
import { TableErrorAlert } from '../../components/table-error-alert';

const PAGE_TITLE = 'Public water data';

/** The district's name and logo when it publishes its landing page, and the way in for its users. */
function Header({ summary }: { summary: PublicSummary | undefined }) {
  const session = useSession();
  const district = summary?.landing?.district ?? null;
  return (
    <Stack
      component="header"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        {district?.logoUpdatedAt && (
          <img
            src={`${districtLogoEndpoint.path}?v=${encodeURIComponent(district.logoUpdatedAt)}`}
            alt={`${district.name} logo`}
            style={{ maxHeight: 56, maxWidth: 120 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {district ? district.name : PAGE_TITLE}
          </Typography>
          <Typography color="text.secondary">
            {district
              ? `${PAGE_TITLE} · ${district.city}, ${district.state}`
              : 'Groundwater Conservation District'}
          </Typography>
        </Box>
      </Stack>
      {session ? (
        <Button component={RouterLink} to="/" variant="outlined">
          Open the portal
        </Button>
      ) : (
        <Button component={RouterLink} to="/login" variant="contained">
          Sign in
        </Button>
      )}
    </Stack>
  );
}

/** The published monitoring wells' section: each well is published by staff on its own. */
function WaterLevels() {
  const monitoringWells = usePublicMonitoringWells();
  if (monitoringWells.isError)
    return (
      <TableErrorAlert
        error={errorMessage(monitoringWells.error)}
        onRetry={() => void monitoringWells.refetch()}
      />
    );
  if (!monitoringWells.data?.length) return null;
  return <LevelsSection wells={monitoringWells.data} />;
}

function Sections({ summary }: { summary: PublicSummary }) {
  const { landing, pumpage, sections } = summary;
  const monitoringWells = usePublicMonitoringWells();
  const publishesLevels = (monitoringWells.data?.length ?? 0) > 0 || monitoringWells.isError;
  if (!landing && !pumpage && !sections.publishWells && !publishesLevels) {
    if (monitoringWells.isPending) return <PageLoader label="Loading the district’s public data" />;
    return (
      <Alert severity="info">
        The district does not publish any data here yet. Well owners and staff can sign in to the portal.
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      {landing && <LandingSection landing={landing} />}
      {pumpage && <PumpageSection pumpage={pumpage} />}
      {sections.publishWells && <WellsSection />}
      <WaterLevels />
      <Typography variant="caption" color="text.secondary">
        Figures as of{' '}
        {new Date(summary.generatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
        Owners’ names, contacts, addresses, meter readings and invoices are never published.
      </Typography>
    </Stack>
  );
}

/**
 * /public, no sign-in: what the district publishes (each section as the Admin chose in the district
 * profile): its contact, rate and reporting calendar; pumpage by parish, aquifer, well use and year
 * with a chart, a CSV and the check against what was billed; its registered wells; and the water
 * levels of the monitoring wells staff published.
 */
export default function PublicPage() {
  const summary = useQuery(publicSummaryQuery());
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Header summary={summary.data} />
      {summary.isPending ? (
        <PageLoader label="Loading the district’s public data" />
      ) : summary.isError ? (
        <TableErrorAlert error={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      ) : (
        <Sections summary={summary.data} />
      )}
      <LegalLinks marginTop={4} />
    </Container>
  );
}
