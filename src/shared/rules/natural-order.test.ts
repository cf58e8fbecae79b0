import { describe, expect, it } from 'vitest';
import { compareNaturally } from './natural-order';

describe('compareNaturally', () => {
  it('orders digit runs by value and ignores case', () => {
    expect(['EB-101', 'eb-99', 'AN-104', 'AN-96', 'WB-3'].sort(compareNaturally)).toEqual([
      'AN-96',
      'AN-104',
      'eb-99',
      'EB-101',
      'WB-3',
    ]);
  });
});
