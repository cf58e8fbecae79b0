import type { PaginationState } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';

/**
 * A server-paged list with a filter form: the form edits a draft, Search applies it and Reset clears
 * both; either goes back to the first page. `panel` is what `FilterPanel` takes.
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
  return { draft, filter, pagination, setPagination, field, panel };
}
