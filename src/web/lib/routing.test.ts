import { describe, expect, it } from 'vitest';
import { routeId } from './routing';

describe('routeId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    ['0', null],
    ['007', null],
    ['-3', null],
    ['1.5', null],
    ['12a', null],
    ['12345678901', null],
    ['', null],
    [undefined, null],
  ])('%j is %j', (text, id) => {
    expect(routeId(text)).toBe(id);
  });
});
