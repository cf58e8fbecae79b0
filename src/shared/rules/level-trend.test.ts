import { describe, expect, it } from 'vitest';
import { levelTrendPerYear, type LevelPoint } from './level-trend';

const point = (measuredOn: string, depthFeet: number): LevelPoint => ({ measuredOn, depthFeet });

describe('levelTrendPerYear', () => {
  it.each<{ name: string; points: LevelPoint[]; trend: number | null }>([
    { name: 'no measurements', points: [], trend: null },
    { name: 'one measurement', points: [point('2020-01-01', 150)], trend: null },
    {
      name: 'two on the same day',
      points: [point('2020-01-01', 150), point('2020-01-01', 151)],
      trend: null,
    },
    {
      name: 'a foot deeper each year',
      points: [point('2000-01-01', 100), point('2001-01-01', 101), point('2002-01-01', 102)],
      trend: 1,
    },
    {
      name: 'rising water: two feet shallower each year',
      points: [point('2010-07-01', 180), point('2012-07-01', 176)],
      trend: -2,
    },
    { name: 'steady', points: [point('1977-03-15', 150.2), point('2026-03-15', 150.2)], trend: 0 },
    {
      // By hand with half-years: the times' deviations -0.75, -0.25, 0.25, 0.75 and the depths'
      // -1.5, 0.5, -0.5, 1.5 give 2.0 / 1.25; the real day counts make it 1.598.
      name: 'seasonal swings around a falling level, measured out of order',
      points: [
        point('2021-07-01', 123),
        point('2020-01-01', 120),
        point('2020-07-01', 122),
        point('2021-01-01', 121),
      ],
      trend: 1.598,
    },
  ])('$name', ({ points, trend }) => {
    const found = levelTrendPerYear(points);
    if (trend === null) expect(found).toBeNull();
    else expect(found).toBeCloseTo(trend, 2);
  });
});
