import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DashboardCard } from './dashboard-card';
import { useMapWells } from './api';
import { FilterButton } from './filter-button';
import { countActiveFilters, EMPTY_WELL_FILTER, type WellFilterValues } from './well-filter';
import { WellFilterDialogOnDemand } from './well-filter-dialog-on-demand';

const WellMap = lazy(() => import('./well-map'));
const MAP_HEIGHT = 480;

const wellCount = new Intl.NumberFormat('en-US');

/** The well map with its filter dialog. Map filtering errors are only logged. */
export function WellMapPanel({ staff }: { staff: boolean }) {
  const [filter, setFilter] = useState<WellFilterValues>(EMPTY_WELL_FILTER);
  const [dialogOpen, setDialogOpen] = useState(false);
  const wells = useMapWells(filter);

  useEffect(() => {
    if (wells.error) console.error('The well map could not load its wells.', wells.error);
  }, [wells.error]);

  const shown = wells.data ?? [];
  return (
    <DashboardCard
      title="Well Map"
      subtitle={
        wells.isPending
          ? 'Loading wells…'
          : `Showing ${wellCount.format(shown.length)} ${shown.length === 1 ? 'well' : 'wells'}`
      }
      actions={
        <FilterButton
          label="Filter wells"
          active={countActiveFilters(filter)}
          onClick={() => setDialogOpen(true)}
        />
      }
    >
      <Box sx={{ height: 4 }}>{wells.isFetching && <LinearProgress aria-label="Loading wells" />}</Box>
      <Suspense
        fallback={
          <Skeleton variant="rectangular" height={MAP_HEIGHT} role="progressbar" aria-label="Loading map" />
        }
      >
        <WellMap
          wells={shown}
          staff={staff}
          showIndustrialDistrict={filter.industrialDistrictOnly}
          height={MAP_HEIGHT}
        />
      </Suspense>
      <WellFilterDialogOnDemand
        open={dialogOpen}
        title="Filter Wells"
        filter={filter}
        showClients={staff}
        showIndustrialDistrict
        onApply={setFilter}
        onClose={() => setDialogOpen(false)}
      />
    </DashboardCard>
  );
}
