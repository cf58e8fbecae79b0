import { describe, expect, it } from 'vitest';
import { INDUSTRIAL_DISTRICT, isInsidePolygon, type LatLng } from './industrial-district';

describe('INDUSTRIAL_DISTRICT', () => {
  it.each([
    ['the refinery complex', 30.488, -91.173, true],
    ['the chemical plants by Scenic Highway', 30.53, -91.16, true],
    ['the north end near Baker', 30.56, -91.17, true],
    ['the state capitol downtown', 30.4571, -91.1874, false],
    ['LSU campus', 30.4133, -91.18, false],
    ['Port Allen across the river', 30.452, -91.21, false],
    ['Zachary', 30.648, -91.156, false],
    ['Baker city hall', 30.588, -91.168, false],
    ['east of Scenic Highway', 30.52, -91.08, false],
  ])('%s (%f, %f) is inside: %s', (_place, latitude, longitude, inside) => {
    expect(isInsidePolygon([latitude, longitude], INDUSTRIAL_DISTRICT)).toBe(inside);
  });
});

describe('isInsidePolygon', () => {
  const square: LatLng[] = [
    [0, 0],
    [0, 10],
    [10, 10],
    [10, 0],
  ];
  const notch: LatLng[] = [
    [0, 0],
    [0, 10],
    [10, 10],
    [10, 6],
    [4, 5],
    [10, 4],
    [10, 0],
  ];

  it.each([
    [square, [5, 5], true],
    [square, [11, 5], false],
    [square, [-1, -1], false],
    [notch, [2, 5], true],
    [notch, [8, 5], false],
    [notch, [8, 2], true],
  ] as const)('%j contains %j: %s', (polygon, point, inside) => {
    expect(isInsidePolygon(point, polygon)).toBe(inside);
  });

  it('is a closed ring of at least three corners', () => {
    expect(INDUSTRIAL_DISTRICT.length).toBeGreaterThanOrEqual(3);
  });
});
