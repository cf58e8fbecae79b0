import { vi } from 'vitest';

/** Makes every media query of the page match (a wide screen) or none (a phone). */
export function stubScreenWidth(isWide: boolean) {
  stubMediaQueries(() => isWide);
}

/** Answers each media query of the page as `matches` says, e.g. only `max-width` ones for a phone. */
export function stubMediaQueries(matches: (media: string) => boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: matches(media),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
