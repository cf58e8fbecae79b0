import { describe, expect, it } from 'vitest';
import { auditActionText, auditChangeText, fieldLabel } from './audit-change';

describe('auditChangeText', () => {
  it.each([
    [{ before: { isVisible: false }, after: { isVisible: true } }, 'Visible: no → yes'],
    [{ before: null, after: { reason: 'Credit', valueCents: -500 } }, 'Reason: Credit; Value: -$5.00'],
    [
      { before: { reason: 'Credit', valueCents: -500 }, after: null },
      'Reason: Credit → —; Value: -$5.00 → —',
    ],
    [{ before: { feeCents: 25316805 }, after: { feeCents: 25316900 } }, 'Fee: $253,168.05 → $253,169.00'],
    [{ before: null, after: { rateCentsPerMillionGallons: 6500 } }, 'Rate per million gallons: $65.00'],
    [{ before: null, after: { lateFeeMilliPercent: 1500 } }, 'Late fee percent: 1.5%'],
    [{ before: { a: 1, b: 2 }, after: { a: 1, b: 3 } }, 'B: 2 → 3'],
    [{ before: { months: [1, 2, 3] }, after: { months: [1, 2, 4] } }, 'Months: [1,2,3] → [1,2,4]'],
    [{ before: null, after: null }, ''],
  ])('%j reads "%s"', (entry, text) => {
    expect(auditChangeText(entry)).toBe(text);
  });

  it('cuts a very long change short', () => {
    expect(auditChangeText({ before: null, after: { note: 'x'.repeat(1000) } })).toHaveLength(300);
  });
});

describe('words for stored names', () => {
  it.each([
    ['lateFeeAmountCents', 'Late fee amount'],
    ['hideLateFees', 'Hide late fees'],
    ['isActive', 'Active'],
    ['month1Pumpage', 'Month1 pumpage'],
  ])('field %s reads "%s"', (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });

  it.each([
    ['add-adjustment', 'Add adjustment'],
    ['payment-check-recorded', 'Payment check recorded'],
    ['created', 'Created'],
  ])('action %s reads "%s"', (action, text) => {
    expect(auditActionText(action)).toBe(text);
  });
});
