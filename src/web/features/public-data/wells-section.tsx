import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { PublicWell } from '../../../shared/contracts/public-data';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api';
import { importOnDemand } from '../../lib/import-on-demand';
import { loadOnActivity } from '../../lib/load-on-activity';
import { usePublicWells } from './api';
import { PublicSection } from './public-section';
import { wellsText } from './public-text';
import { TableErrorAlert } from '../../components/table-error-alert';

// Leaflet is a chunk of its own: the page's figures show before it arrives.
const PublicWellsMap = lazy(() => import('./public-wells-map'));
const MAP_HEIGHT = 420;

// The list table library (sorting, filters, paging) has no room in the page's first load beside the
// map: it arrives with the visitor's first pointer move, touch, key press or focus, by when the
// figures above are on screen.
const wellsTable = loadOnActivity(() =>
  importOnDemand(() => import('./public-wells-table-loader')).then((loader) => loader.loadPublicWellsTable()),
);

function WellsTableOnActivity({ wells }: { wells: readonly PublicWell[] }) {
  const loaded = wellsTable.useLoaded();
  return loaded ? (
    <Box sx={{ mt: 2 }}>
      <loaded.default wells={wells} />
    </Box>
  ) : null;
}

const hasLocation = (well: PublicWell) => well.latitude !== null && well.longitude !== null;

/** The registered wells: on a map, and as a table to sort and filter. */
export function WellsSection() {
  const wells = usePublicWells();

  let body;
  if (wells.isPending) body = <PageLoader label="Loading wells" />;
  else if (wells.isError)
    body = <TableErrorAlert error={errorMessage(wells.error)} onRetry={() => void wells.refetch()} />;
  else if (wells.data.length === 0)
    body = <Typography color="text.secondary">The district has no registered well to show yet.</Typography>;
  else {
    const located = wells.data.filter(hasLocation).length;
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {wellsText(wells.data.length)} registered
          {located < wells.data.length ? `, ${wellsText(located)} with a location on the map` : ''}.
        </Typography>
        <Suspense
          fallback={
            <Skeleton variant="rectangular" height={MAP_HEIGHT} role="progressbar" aria-label="Loading map" />
          }
        >
          <PublicWellsMap wells={wells.data} height={MAP_HEIGHT} />
        </Suspense>
        <WellsTableOnActivity wells={wells.data} />
      </>
    );
  }

  return (
    <PublicSection
      title="Registered wells"
      subtitle="Every well registered with the district: its number, aquifer, parish, use, depth and status. An owner is named only where the district marked the client public, such as a municipal water system."
    >
      {body}
    </PublicSection>
  );
}
