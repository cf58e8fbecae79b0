import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ClientWellOption, DailyPumpageRow } from '../../../shared/contracts/dashboard';
import { PlainSelect } from '../../components/plain-select/plain-select';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { queryTableState } from '../../components/query-table-state';
import { errorMessage } from '../../lib/api';
import { useClientWells, useDailyVolume } from './api';
import { DashboardCard } from './dashboard-card';

const kgal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

const columns: CompactColumn<DailyPumpageRow>[] = [
  { id: 'formattedDate', header: 'Date', value: (row) => row.formattedDate },
  { id: 'dayName', header: 'Day', value: (row) => row.dayName },
  {
    id: 'dailyPumpage',
    header: 'Volume (1000 gal)',
    value: (row) => (row.dailyPumpage === null ? 'No reading' : kgal.format(row.dailyPumpage)),
  },
];

function wellLabel(well: ClientWellOption): string {
  const name = well.clientWellName ? ` - ${well.clientWellName}` : '';
  return `${well.wellNumber}${name}${well.isActive ? '' : ' (inactive)'}`;
}

/** A well picker and the chosen well's last 7 days in thousands of gallons. */
export function DailyVolumeWidget({ clientId }: { clientId: number | undefined }) {
  const wells = useClientWells(clientId);
  const [chosen, setChosen] = useState<number>();
  const options = wells.data ?? [];
  // The first well until one is chosen; a choice of another client's list falls back the same way.
  const wellId = options.some((well) => well.id === chosen) ? chosen : options[0]?.id;
  const daily = useDailyVolume(wellId);

  return (
    <DashboardCard title="Daily Volume" subtitle="Last 7 days, in 1000 gal">
      {wells.isError && <Typography color="error">{errorMessage(wells.error)}</Typography>}
      {wells.isSuccess && options.length === 0 ? (
        <Typography color="text.secondary">No wells for this client.</Typography>
      ) : (
        <>
          <PlainSelect
            label="Well"
            value={wellId}
            options={options.map((well) => ({ value: well.id, label: wellLabel(well) }))}
            onChange={setChosen}
            disabled={options.length === 0}
          />
          <CompactTable<DailyPumpageRow>
            label="Daily Volume"
            columns={columns}
            data={daily.data}
            {...queryTableState(daily)}
            isLoading={wells.isLoading || daily.isLoading}
            emptyText="No daily volume for this well."
            getRowId={(row) => row.date}
          />
        </>
      )}
    </DashboardCard>
  );
}
