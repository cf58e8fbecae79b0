import { useTheme } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen is at least MUI's `lg` (1200 px) wide, where the staff menu too has room; true
 * where the width is unknown (no matchMedia). MUI's useMediaQuery would do, but importing it here
 * splits it out of the layouts' shared chunk into a file of its own, which every signed-in page then
 * downloads: on the pages nearest their first-load budget that file is the difference.
 */
export function useWideScreen(): boolean {
  const query = `(min-width:${useTheme().breakpoints.values.lg}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true,
  );
}
