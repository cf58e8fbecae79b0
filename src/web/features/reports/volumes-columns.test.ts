import { describe, expect, it } from 'vitest';
import type { VolumeGroup } from '../../../shared/contracts/volume-reports';
import { groupTitle } from './volumes-columns';

const group = (names: Partial<VolumeGroup>) =>
  ({
    parish: 'East Baton Rouge',
    client: 'Client A',
    aquifer: '400-Foot Sand',
    wellUse: 'Public',
    ...names,
  }) as VolumeGroup;

describe('groupTitle', () => {
  it.each([
    [group({}), ['parish', 'client', 'aquifer'], 'East Baton Rouge / Client A / 400-Foot Sand'],
    [
      group({ client: null }),
      ['parish', 'client', 'aquifer'],
      'East Baton Rouge / No client / 400-Foot Sand',
    ],
    [group({ parish: null }), ['parish', 'client', 'aquifer'], 'No parish / Client A / 400-Foot Sand'],
    [group({ wellUse: null, client: null }), ['client', 'wellUse'], 'No client / No well use'],
  ] as const)('names every part, a missing one as such: %#', (value, fields, title) => {
    expect(groupTitle(value, fields)).toBe(title);
  });
});
