import { useLayoutEffect, useRef, useState } from 'react';

/** Until the container is measured (and in jsdom, which has no layout). */
const FALLBACK_WIDTH = 720;

/** The width of the element `ref` is put on, followed as it resizes: what a chart draws to. */
export function useContainerWidth<Element extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
