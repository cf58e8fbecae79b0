import { useMemo } from 'react';
import type { PublicWell } from '../../../shared/contracts/public-data';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { NOT_RECORDED } from './public-text';

/** The distinct values of a column, for its select filter. */
function choices(wells: readonly PublicWell[], pick: (well: PublicWell) => string): string[] {
  return [...new Set(wells.map(pick))].sort((a, b) => a.localeCompare(b));
}

const textOf = (value: string | null) => value ?? NOT_RECORDED;

function columns(wells: readonly PublicWell[]): TableColumn<PublicWell>[] {
  const selectColumn = (id: 'aquifer' | 'parish' | 'use', header: string): TableColumn<PublicWell> => ({
    id,
    header,
    accessorFn: (well) => textOf(well[id]),
    sortingFn: 'text',
    meta: { filterVariant: 'select', filterSelectOptions: choices(wells, (well) => textOf(well[id])) },
  });
  const all: TableColumn<PublicWell>[] = [
    { id: 'wellNumber', header: 'Well Number', accessorFn: (well) => well.wellNumber, sortingFn: 'text' },
    selectColumn('aquifer', 'Aquifer'),
    selectColumn('parish', 'Parish'),
    selectColumn('use', 'Use'),
    {
      id: 'depthFeet',
      header: 'Depth (ft)',
      accessorFn: (well) => well.depthFeet ?? undefined,
      // The depth typed, as text, equals the number (120 finds 120, not 1200).
      filterFn: 'weakEquals',
      sortingFn: 'basic',
      sortUndefined: 'last',
      meta: { align: 'right' },
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (well) => well.status ?? NOT_RECORDED,
      meta: {
        filterVariant: 'select',
        filterSelectOptions: choices(wells, (well) => well.status ?? NOT_RECORDED),
      },
    },
    {
      id: 'exempt',
      header: 'Exempt',
      accessorFn: (well) => (well.exempt ? 'Exempt' : 'No'),
      meta: { filterVariant: 'select', filterSelectOptions: ['Exempt', 'No'] },
    },
  ];
  // The owner's name only of clients staff marked public; no column while there is none.
  if (wells.some((well) => well.publicOwner !== null)) {
    all.push({
      id: 'publicOwner',
      header: 'Owner',
      accessorFn: (well) => well.publicOwner ?? '',
      sortingFn: 'text',
    });
  }
  return all;
}

/** The published wells, sorted, searched and filtered in the browser. Its own chunk with the table library. */
export default function PublicWellsTable({ wells }: { wells: readonly PublicWell[] }) {
  const tableColumns = useMemo(() => columns(wells), [wells]);
  const rows = useMemo(() => [...wells], [wells]);
  return (
    <DataTable<PublicWell>
      label="Registered wells"
      columns={tableColumns}
      data={rows}
      isLoading={false}
      emptyText="No registered well matches."
      getRowId={(well) => well.wellNumber}
      initialSort={{ id: 'wellNumber' }}
    />
  );
}
