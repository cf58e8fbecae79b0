import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The chosen well lives in `?wellId=`, so other pages can link to a well's water data. */
export function useWellIdParam(): [number | null, (wellId: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('wellId'));
  const wellId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setWellId = useCallback(
    (next: number | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === null) params.delete('wellId');
          else params.set('wellId', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [wellId, setWellId];
}
