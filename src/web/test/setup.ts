import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages load as lazy chunks; on a busy two-core machine the first render can take seconds.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  // Every test states the answers it expects; an unexpected call fails loudly.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => Promise.reject(new Error(`fetch not mocked: ${String(input)}`))),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
