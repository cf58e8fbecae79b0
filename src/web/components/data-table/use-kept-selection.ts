import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';

export function applyUpdater<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/**
 * Row selection of a server-paged table, kept by id across pages: the rows selected on earlier
 * pages stay selected while the user pages on, so a bulk action acts on all of them.
 */
export function useKeptSelection<Row extends { id: number }>(rows: readonly Row[] | undefined) {
  const [selected, setSelected] = useState<ReadonlyMap<number, Row>>(new Map());
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [String(id), true])),
    [selected],
  );
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = applyUpdater(updater, rowSelection);
    const kept = new Map(selected);
    for (const row of rows ?? []) {
      if (next[String(row.id)]) kept.set(row.id, row);
      else kept.delete(row.id);
    }
    setSelected(kept);
  };
  const replace = useCallback(
    (all: readonly Row[]) => setSelected(new Map(all.map((row) => [row.id, row]))),
    [],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected: [...selected.values()], rowSelection, onRowSelectionChange, replace, clear };
}
