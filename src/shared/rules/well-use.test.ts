import { describe, expect, it } from 'vitest';
import { wellUseLabel } from './well-use';

describe('wellUseLabel', () => {
  it.each([
    { wellUseId: 'IN', description: 'Industrial', label: 'Industrial' },
    { wellUseId: 'IN', description: null, label: 'IN' },
  ])('$wellUseId with description $description reads $label', ({ label, ...wellUse }) => {
    expect(wellUseLabel(wellUse)).toBe(label);
  });
});
