import { describe, expect, it } from 'vitest';
import { auditChangeText } from './audit-change';

describe('auditChangeText', () => {
  it.each([
    [{ before: { isVisible: false }, after: { isVisible: true } }, 'isVisible: false → true'],
    [{ before: null, after: { reason: 'Credit', valueCents: -500 } }, 'reason: Credit; valueCents: -500'],
    [
      { before: { reason: 'Credit', valueCents: -500 }, after: null },
      'reason: Credit → —; valueCents: -500 → —',
    ],
    [{ before: { a: 1, b: 2 }, after: { a: 1, b: 3 } }, 'b: 2 → 3'],
    [{ before: { months: [1, 2, 3] }, after: { months: [1, 2, 4] } }, 'months: [1,2,3] → [1,2,4]'],
    [{ before: null, after: null }, ''],
  ])('%j reads "%s"', (entry, text) => {
    expect(auditChangeText(entry)).toBe(text);
  });

  it('cuts a very long change short', () => {
    expect(auditChangeText({ before: null, after: { note: 'x'.repeat(1000) } })).toHaveLength(300);
  });
});
