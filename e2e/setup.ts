import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

// Every journey doubles as a check of the Content-Security-Policy: whatever it blocked fails the test.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
