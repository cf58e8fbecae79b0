import { errorMessage } from '../lib/api-error';

/** What a TanStack query result tells a table; any `useQuery` result fits. */
interface TableQuery {
  isPending: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface TableQueryOptions {
  /**
   * The flag that shows the table loading: `isLoading` (the first fetch; default), `isPending` (no
   * data yet, also while the query waits to be enabled) or `isFetching` (any fetch, refetches too).
   */
  loading?: 'isLoading' | 'isPending' | 'isFetching';
  /** Also `isRefreshing` (a `DataTable`'s progress bar over rows on screen) while the query fetches. */
  refreshing?: boolean;
}

/** The part of a table's props (`TableBaseProps`) that comes from its query. */
export interface QueryTableState {
  isLoading: boolean;
  isRefreshing?: boolean;
  error: string | null;
  onRetry: () => void;
}

/**
 * A query's loading state, load failure and retry as a table's props, to spread into `DataTable` or
 * `CompactTable`: `error` is the server's message once the query failed, `onRetry` fetches again.
 */
export function queryTableState(
  query: TableQuery,
  { loading = 'isLoading', refreshing = false }: TableQueryOptions = {},
): QueryTableState {
  const state: QueryTableState = {
    isLoading: query[loading],
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
  if (refreshing) state.isRefreshing = query.isFetching;
  return state;
}
