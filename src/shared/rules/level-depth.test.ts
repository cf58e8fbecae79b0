import { describe, expect, it } from 'vitest';
import type { MeasurementParameter } from '../states';
import { depthBelowLandSurface } from './level-depth';

describe('depthBelowLandSurface', () => {
  it.each<{
    name: string;
    parameter: MeasurementParameter;
    value: number;
    land: number | null;
    depth: number | null;
  }>([
    { name: 'depth to water is itself', parameter: 'depth-to-water', value: 152.3, land: 40, depth: 152.3 },
    {
      name: 'depth to water without land altitude',
      parameter: 'depth-to-water',
      value: 152.3,
      land: null,
      depth: 152.3,
    },
    { name: 'altitude below sea level', parameter: 'level-altitude', value: -112.3, land: 40, depth: 152.3 },
    { name: 'altitude above sea level', parameter: 'level-altitude', value: 10.2, land: 25.1, depth: 14.9 },
    { name: 'flowing well above land surface', parameter: 'level-altitude', value: 42, land: 40, depth: -2 },
    {
      name: 'altitude without land altitude',
      parameter: 'level-altitude',
      value: -112.3,
      land: null,
      depth: null,
    },
    { name: 'chloride is not a level', parameter: 'chloride', value: 250, land: 40, depth: null },
    {
      name: 'conductance is not a level',
      parameter: 'specific-conductance',
      value: 900,
      land: 40,
      depth: null,
    },
  ])('$name', ({ parameter, value, land, depth }) => {
    expect(depthBelowLandSurface(parameter, value, land)).toBe(depth);
  });
});
