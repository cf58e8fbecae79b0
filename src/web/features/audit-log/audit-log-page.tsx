import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationState } from '@tanstack/react-table';
import {
  AUDIT_PAGE_SIZES,
  AUDITED_ENTITIES,
  listAuditLogEndpoint,
  type AuditEntry,
  type AuditLogQuery,
} from '../../../shared/contracts/audit-log';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { FilterCell, SHRUNK_LABEL } from '../../components/filters/filter-fields';
import { FilterPanel } from '../../components/filters/filter-panel';
import { usePagedFilter } from '../../components/filters/use-paged-filter';
import { PageHeader } from '../../components/page-header';
import { api } from '../../lib/api';
import { auditChangeText } from '../../lib/audit-change';
import { usersListQuery } from '../../lib/users-list';
import { queryTableState } from '../../components/query-table-state';

const COLUMNS: TableColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', accessorFn: (entry) => new Date(entry.at).toLocaleString('en-US') },
  { id: 'who', header: 'Who', accessorFn: (entry) => entry.actorName ?? 'System' },
  { accessorKey: 'action', header: 'Action' },
  { accessorKey: 'entity', header: 'Entity' },
  { id: 'entityId', header: 'Record', accessorFn: (entry) => entry.entityId ?? '' },
  { id: 'change', header: 'Change', accessorFn: (entry) => auditChangeText(entry) },
];

interface AuditFilter {
  entity: string;
  userId: string;
  from: string;
  to: string;
}

const DATE_CELL = { xs: 6, md: 3 };

const NO_FILTER: AuditFilter = { entity: '', userId: '', from: '', to: '' };

function queryOf(filter: AuditFilter, pagination: PaginationState): AuditLogQuery {
  return {
    entity: filter.entity || undefined,
    userId: filter.userId ? Number(filter.userId) : undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
  };
}

/** /management/audit-log (Admin): every audited change, newest first, filtered and paged on the server. */
export default function AuditLogPage() {
  const { draft, filter, pagination, field, panel, tableOptions } = usePagedFilter(
    NO_FILTER,
    AUDIT_PAGE_SIZES[0],
  );
  // The users screens' own list query: one cache entry for both.
  const users = useQuery(usersListQuery());
  const query = queryOf(filter, pagination);
  const page = useQuery({
    queryKey: ['audit-log', query],
    queryFn: () => api(listAuditLogEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="Audit Log" subtitle="Who changed what, and when" />
      <FilterPanel label="Audit log filters" {...panel}>
        <FilterCell>
          <TextField select label="Entity" {...field('entity')}>
            <MenuItem value="">Any</MenuItem>
            {AUDITED_ENTITIES.map((entity) => (
              <MenuItem key={entity} value={entity}>
                {entity}
              </MenuItem>
            ))}
          </TextField>
        </FilterCell>
        <FilterCell>
          <TextField select label="User" {...field('userId')}>
            <MenuItem value="">Anyone</MenuItem>
            {(users.data?.data ?? []).map((user) => (
              <MenuItem key={user.id} value={String(user.id)}>
                {user.firstName} {user.lastName} ({user.email})
              </MenuItem>
            ))}
          </TextField>
        </FilterCell>
        <FilterCell cell={DATE_CELL}>
          <TextField type="date" label="From" {...field('from')} slotProps={SHRUNK_LABEL} />
        </FilterCell>
        <FilterCell cell={DATE_CELL}>
          <TextField
            type="date"
            label="To"
            {...field('to')}
            slotProps={{ ...SHRUNK_LABEL, htmlInput: { min: draft.from || undefined } }}
          />
        </FilterCell>
      </FilterPanel>
      <DataTable<AuditEntry>
        label="Audit log"
        columns={COLUMNS}
        data={page.data?.data}
        {...queryTableState(page, { refreshing: true })}
        emptyText="No changes match these filters."
        getRowId={(entry) => String(entry.id)}
        pageSizes={AUDIT_PAGE_SIZES}
        options={tableOptions(page.data?.totalCount ?? 0)}
      />
    </>
  );
}
