import type { PaginationState, Updater } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';

/**
 * A server-paged list with a filter form: the form edits a draft, Search applies it and Reset clears
 * both; either goes back to the first page. `panel` is what `FilterPanel` takes, `tableOptions` what
 * `DataTable` takes.
 */
export function usePagedFilter<Filter extends { [Key in keyof Filter]: string }>(
  empty: Filter,
  pageSize: number,
) {
  const [draft, setDraft] = useState<Filter>(empty);
  const [filter, setFilter] = useState<Filter>(empty);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const apply = (next: Filter) => {
    setFilter(next);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  };
  /** A text field's value and change handler for one filter field. */
  const field = (name: keyof Filter & string) => ({
    value: draft[name],
    // A select offers only its field's values, so the text it gives is one of them.
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value } as Filter),
    fullWidth: true,
  });
  const panel = {
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      apply(draft);
    },
    onReset: () => {
      setDraft(empty);
      apply(empty);
    },
  };
  /** What `DataTable` takes to show the server's page of `totalCount` rows and ask for another. */
  const tableOptions = (totalCount: number) => ({
    manualPagination: true,
    enableSorting: false,
    enableFilters: false,
    enableGlobalFilter: false,
    rowCount: totalCount,
    onPaginationChange: (updater: Updater<PaginationState>) =>
      setPagination((current) => (typeof updater === 'function' ? updater(current) : updater)),
    state: { pagination },
  });
  return { draft, filter, pagination, field, panel, tableOptions };
}
