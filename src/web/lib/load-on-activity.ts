import { useSyncExternalStore } from 'react';

/** What counts as the user starting to act on a page. */
const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export interface ActivityLoad<T> {
  /** The module once it has arrived, else undefined; the first call starts waiting for the user. */
  useLoaded(): T | undefined;
  /** The element that had the focus when the module arrived (to hand it over to its replacement). */
  focusedOnArrival(): Element | null;
}

/**
 * A module downloaded after the user's first pointer move, touch, key press or focus, not with the
 * page: for what only matters once the user acts (a tooltip, a picker's suggestion list), so the page
 * renders first. Give it a loader made with importOnDemand, which keeps the module out of the bundle
 * bench's first-load figure. A failed download is tried again at the next action.
 */
export function loadOnActivity<T>(load: () => Promise<T>): ActivityLoad<T> {
  let loaded: T | undefined;
  let focused: Element | null = null;
  let loading = false;
  const listeners = new Set<() => void>();

  const start = () => {
    if (loading) return;
    loading = true;
    for (const type of ACTIVITY) window.removeEventListener(type, start, true);
    load().then(
      (module) => {
        loaded = module;
        // The download can finish after the page is gone (a test's environment torn down).
        focused = typeof document === 'undefined' ? null : document.activeElement;
        for (const listener of listeners) listener();
      },
      () => {
        loading = false;
        if (listeners.size > 0) listen();
      },
    );
  };
  const listen = () => {
    for (const type of ACTIVITY) window.addEventListener(type, start, { capture: true, passive: true });
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!loading && loaded === undefined) listen();
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => loaded;

  return {
    useLoaded: () => useSyncExternalStore(subscribe, snapshot, snapshot),
    focusedOnArrival: () => focused,
  };
}
