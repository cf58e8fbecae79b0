import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent, type Ref } from 'react';
import { importOnDemand } from '../lib/import-on-demand';
import { loadOnActivity } from '../lib/load-on-activity';

const muiTooltip = loadOnActivity(() => importOnDemand(() => import('./mui-tooltip')));

/**
 * MUI's Tooltip, downloaded (with Popper, about 11 kB gzip) after the user's first pointer move,
 * touch, key press or focus, not with the page: a tooltip shows only when the pointer or keyboard
 * reaches its element. Until then the element renders alone. It is mounted anew when the tooltip
 * arrives: if it had the focus, the new one takes it, and if the pointer is on it, its tooltip opens.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const Tooltip = muiTooltip.useLoaded()?.default;
  const node = useRef<HTMLElement | null>(null);
  const shownAlone = useRef<HTMLElement | null>(null);
  const pointerOn = useRef(false);

  useLayoutEffect(() => {
    if (!Tooltip) {
      shownAlone.current = node.current;
    } else if (shownAlone.current) {
      if (shownAlone.current === muiTooltip.focusedOnArrival()) node.current?.focus();
      if (pointerOn.current) node.current?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      shownAlone.current = null;
    }
  });

  const own = children.props as ChildProps;
  const child = cloneElement(children, {
    ref: mergeRefs(node, own.ref),
    ...(Tooltip
      ? {}
      : {
          onMouseEnter: (event: ReactMouseEvent<HTMLElement>) => {
            pointerOn.current = true;
            own.onMouseEnter?.(event);
          },
          onMouseLeave: (event: ReactMouseEvent<HTMLElement>) => {
            pointerOn.current = false;
            own.onMouseLeave?.(event);
          },
        }),
  } as Partial<typeof children.props>);
  return Tooltip ? <Tooltip {...props}>{child}</Tooltip> : child;
}

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: ReactMouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: ReactMouseEvent<HTMLElement>) => void;
}

function mergeRefs<T>(own: { current: T | null }, other: Ref<T> | undefined) {
  return (value: T | null) => {
    own.current = value;
    if (typeof other === 'function') other(value);
    else if (other) other.current = value;
  };
}
