import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SELECT_ALL_PAGE_SIZE,
  type PumpageFilter,
  type PumpagePageQuery,
  type WellPumpageRow,
} from '../../../shared/contracts/pumpage';
import { fetchPumpagePage } from './api';

export interface SelectAllProgress {
  loaded: number;
  total: number | null;
}

/**
 * Select All across every result: pages through GetAllWellPumpages 100 rows a
 * request in the table's sort order, reporting progress; cancel stops after the
 * request in flight and selects nothing.
 */
export function useSelectAll(
  onSelected: (rows: WellPumpageRow[]) => void,
  onFailed: (error: unknown) => void,
) {
  const [progress, setProgress] = useState<SelectAllProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (filter: PumpageFilter, sort: Pick<PumpagePageQuery, 'sortBy' | 'sortDirection'>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const rows: WellPumpageRow[] = [];
      let total: number | null = null;
      setProgress({ loaded: 0, total });
      try {
        for (let page = 1; total === null || rows.length < total; page += 1) {
          const answer = await fetchPumpagePage(
            filter,
            { ...sort, page, rowsPerPage: SELECT_ALL_PAGE_SIZE },
            current.signal,
          );
          // A cancel may land while a request is in flight; its answer must not count.
          if (current.signal.aborted) return;
          total = answer.totalCount;
          rows.push(...answer.data);
          setProgress({ loaded: rows.length, total });
          // Rows deleted meanwhile would leave the total out of reach.
          if (answer.data.length < SELECT_ALL_PAGE_SIZE) break;
        }
        if (!current.signal.aborted) onSelected(rows);
      } catch (error) {
        if (!current.signal.aborted) onFailed(error);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [onSelected, onFailed],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  }, []);

  return { progress, start, cancel };
}
