import { describe, expect, it } from 'vitest';
import { wellChoiceLabel } from './well-picker';

describe('wellChoiceLabel', () => {
  it.each([
    ['the well number and its client', 'Red Stick Water Company', 'EB-1 - Red Stick Water Company'],
    ['the number alone for a well without a client', null, 'EB-1'],
  ])('names %s', (_case, clientName, label) => {
    expect(wellChoiceLabel({ id: 1, wellNumber: 'EB-1', clientName, clientWellName: null })).toBe(label);
  });
});
