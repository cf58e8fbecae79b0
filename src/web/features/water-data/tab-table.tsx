import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { downloadWhenReady } from '../../lib/download';
import { exportFileName, tabCsv } from './water-data-csv';
import { queryTableState } from '../../components/query-table-state';

export const EMPTY_PERIOD_TEXT = 'No data for this period.';

interface TabTableProps<Row extends object> {
  label: string;
  /** The tab's position, counted from 1: names the export file. */
  tabNumber: number;
  columns: TableColumn<Row>[];
  query: UseQueryResult<Row[]>;
  /** The fields exported, in order. */
  csvFields: readonly (keyof Row & string)[];
  /** The server answers a row per year, day or hour; a row without any value is not data. */
  hasValue: (row: Row) => boolean;
  getRowId: (row: Row) => string;
}

/** A tab's table with loading, empty and error states and its CSV export. */
export function TabTable<Row extends object>(props: TabTableProps<Row>) {
  const { query } = props;
  const rows = query.data && query.data.some(props.hasValue) ? query.data : query.data && [];
  const canExport = Boolean(rows?.length) && !query.isFetching;
  return (
    <DataTable<Row>
      label={props.label}
      columns={props.columns}
      data={rows}
      {...queryTableState(query, { loading: 'isFetching' })}
      emptyText={EMPTY_PERIOD_TEXT}
      getRowId={props.getRowId}
      pageSize={50}
      toolbarActions={
        <Button
          variant="outlined"
          disabled={!canExport}
          onClick={() =>
            void downloadWhenReady(tabCsv(props.csvFields, rows ?? []), exportFileName(props.tabNumber))
          }
        >
          Download CSV
        </Button>
      }
      options={{ enableColumnFilters: false, enableGlobalFilter: false }}
    />
  );
}
