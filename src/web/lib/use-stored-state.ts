import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';

export type Update<T> = T | ((current: T) => T);

function readStored<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    // A value of an older shape, or edited by hand, is dropped rather than trusted.
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * State kept in local storage under `key`, restored when the page is opened again. Updates take a value or an updater, like
 * React's own setState, so Material React Table's change handlers can be passed straight in.
 */
export function useStoredState<T>(
  key: string,
  schema: z.ZodType<T>,
  initial: T,
): [T, (update: Update<T>) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, schema) ?? initial);
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the page still works, it just forgets on return.
    }
  }, [key, value]);
  const update = useCallback((next: Update<T>) => {
    setValue((current) => (typeof next === 'function' ? (next as (current: T) => T)(current) : next));
  }, []);
  return [value, update];
}
