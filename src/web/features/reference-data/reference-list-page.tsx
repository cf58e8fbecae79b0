import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { type ReferenceResource } from './api';
import { queryTableState } from '../../components/query-table-state';

interface ReferenceListPageProps<Row extends { id: number }> {
  title: string;
  resource: ReferenceResource<Row, never>;
  columns: TableColumn<Row>[];
  /** e.g. 'New Parish', leading to `newPath`. */
  newLabel: string;
  newPath: string;
  editPath: (id: number) => string;
  /** What the View button's accessible name adds to 'View', e.g. the parish code. */
  describeRow: (row: Row) => string;
  emptyText: string;
  initialSort: { id: string; desc?: boolean };
}

/** The frame of the four reference lists: a sortable, filterable table with View per row and New. */
export function ReferenceListPage<Row extends { id: number }>(props: ReferenceListPageProps<Row>) {
  const list = props.resource.useList();
  return (
    <>
      <PageHeader title={props.title} />
      <DataTable<Row>
        label={props.title}
        columns={props.columns}
        data={list.data}
        {...queryTableState(list, { loading: 'isPending' })}
        emptyText={props.emptyText}
        getRowId={(row) => String(row.id)}
        initialSort={props.initialSort}
        renderRowActions={(row) => (
          <Button
            component={RouterLink}
            to={props.editPath(row.id)}
            size="small"
            variant="outlined"
            aria-label={`View ${props.describeRow(row)}`}
          >
            View
          </Button>
        )}
        toolbarActions={
          <Button component={RouterLink} to={props.newPath} variant="contained" startIcon={<AddIcon />}>
            {props.newLabel}
          </Button>
        }
      />
    </>
  );
}

/** A yes/no column for isActive that sorts and filters as text. */
export function activeColumn<Row extends { isActive: boolean }>(): TableColumn<Row> {
  return {
    id: 'isActive',
    header: 'Is Active',
    accessorFn: (row) => (row.isActive ? 'Yes' : 'No'),
  };
}
