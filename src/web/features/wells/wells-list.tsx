import { ACCESS, hasAccess, isStaff } from '../../../shared/rules/access';
import { wellFilterSchema } from '../../../shared/contracts/wells';
import { useSession } from '../../lib/session';
import { useWellList } from './api';
import { useStoredState } from '../../lib/use-stored-state';
import { WellFilterPanel } from './well-filter-panel';
import { EMPTY_WELL_FILTER, type AppliedWellFilter } from './well-filter-values';
import { WellsTable } from './wells-table';
import { INITIAL_TABLE_STATE, wellsTableStateSchema } from './wells-table-state';
import { queryTableState } from '../../components/query-table-state';

interface WellsListProps {
  /** Names the stored filter and table state, one per page. */
  storageKey: string;
  viewPath: (id: number) => string;
}

/**
 * The wells list of both sides: filters (from level 20; the client filter for
 * staff only), then the table. What the caller may see is decided by the server.
 */
export function WellsList({ storageKey, viewPath }: WellsListProps) {
  const accessLevel = useSession()?.accessLevel ?? 0;
  const canFilter = hasAccess(accessLevel, ACCESS.ownerDashboard);
  const [storedFilter, setFilter] = useStoredState<AppliedWellFilter>(
    `${storageKey}.filter`,
    wellFilterSchema,
    EMPTY_WELL_FILTER,
  );
  const [tableState, setTableState] = useStoredState(
    `${storageKey}.table`,
    wellsTableStateSchema,
    INITIAL_TABLE_STATE,
  );
  // Below level 20 there is no filter panel, so a filter stored by someone else must not apply.
  const filter = canFilter ? storedFilter : EMPTY_WELL_FILTER;
  const list = useWellList(filter);

  const search = (next: AppliedWellFilter) => {
    setFilter(next);
    setTableState((current) => ({ ...current, pagination: { ...current.pagination, pageIndex: 0 } }));
  };

  return (
    <>
      {canFilter && (
        <WellFilterPanel applied={filter} showClientFilter={isStaff(accessLevel)} onSearch={search} />
      )}
      <WellsTable
        rows={list.data}
        {...queryTableState(list, { loading: 'isPending' })}
        state={tableState}
        onStateChange={setTableState}
        viewPath={viewPath}
        canCreate={isStaff(accessLevel)}
      />
    </>
  );
}
