import { vi } from 'vitest';

/** Makes every media query of the page match (a wide screen) or none (a phone). */
export function stubScreenWidth(isWide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: isWide,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
