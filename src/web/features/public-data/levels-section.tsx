import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { PublicMonitoringWell } from '../../../shared/contracts/monitoring-wells';
import { formatDay } from '../../../shared/format';
import { figureText, trendWords } from '../../components/level-charts/level-text';
import { FiguresTable, type FigureColumn } from './figures-table';
import { LevelsCharts } from './levels-charts';
import { PublicSection } from './public-section';

const NONE = '—';

function columns(
  selectedId: number,
  select: (well: PublicMonitoringWell) => void,
): FigureColumn<PublicMonitoringWell>[] {
  return [
    {
      id: 'name',
      header: 'Well',
      value: (well) => (
        <Button
          size="small"
          variant={well.id === selectedId ? 'contained' : 'text'}
          aria-pressed={well.id === selectedId}
          onClick={() => select(well)}
          sx={{ textTransform: 'none', minWidth: 0 }}
        >
          {well.displayName}
        </Button>
      ),
    },
    { id: 'aquifer', header: 'Aquifer', value: (well) => well.aquiferName },
    {
      id: 'last',
      header: 'Last measured',
      value: (well) => (well.lastMeasuredOn ? formatDay(well.lastMeasuredOn) : NONE),
    },
    {
      id: 'depth',
      header: 'Last depth (ft)',
      numeric: true,
      value: (well) => (well.lastDepthFeet === null ? NONE : figureText(well.lastDepthFeet)),
    },
    { id: 'trend', header: 'Trend', value: (well) => trendWords(well.levelTrendFeetPerYear) },
  ];
}

/** The well measured since the earliest day: the record most worth showing first. */
function longestRecord(wells: readonly PublicMonitoringWell[]): PublicMonitoringWell | undefined {
  const measured = wells.filter((well) => well.firstMeasuredOn !== null);
  return (
    measured.sort((a, b) => (a.firstMeasuredOn ?? '').localeCompare(b.firstMeasuredOn ?? ''))[0] ?? wells[0]
  );
}

/**
 * The monitoring wells the district publishes: a table of them with their latest depth and trend,
 * and the chosen well's hydrograph and chloride, the longest record first. Shown only when staff
 * published at least one.
 */
export function LevelsSection({ wells }: { wells: readonly PublicMonitoringWell[] }) {
  const [selectedId, setSelectedId] = useState(() => longestRecord(wells)?.id ?? 0);
  const selected = wells.find((well) => well.id === selectedId) ?? wells[0];
  return (
    <PublicSection
      title="Water levels"
      subtitle="Monitoring wells the district publishes: depth to water below land surface (deeper is lower on the chart) and, where it is sampled, chloride. The last year's measurements are provisional. Choose a well to see its record."
    >
      <FiguresTable
        label="Monitoring wells"
        columns={columns(selected?.id ?? 0, (well) => setSelectedId(well.id))}
        rows={wells}
        getRowId={(well) => String(well.id)}
        emptyText="No monitoring well is published."
      />
      {selected && (
        <Box sx={{ mt: 3 }}>
          <LevelsCharts key={selected.id} well={selected} />
        </Box>
      )}
    </PublicSection>
  );
}
