import { describe, expect, it } from 'vitest';
import {
  dayValue,
  depthScale,
  depthTicks,
  linePath,
  linearScale,
  niceTicks,
  timeDomain,
  timeLayout,
  trendLine,
  upwardScale,
  yearTicks,
} from './chart-scales';
import { trendLegend, trendWords } from './level-text';

describe('the level charts’ scales', () => {
  it.each([
    [0, 87, 5, [0, 20, 40, 60, 80, 100]],
    [0, 1, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [-3, 12, 5, [-5, 0, 5, 10, 15]],
    [250, 250, 5, [0, 50, 100, 150, 200, 250]],
    [0, 0, 5, [0, 1]],
  ])('niceTicks(%d, %d, %d)', (min, max, count, expected) => {
    expect(niceTicks(min, max, count)).toEqual(expected);
  });

  it('starts the depth axis at land surface and reaches past the deepest value and the threshold', () => {
    expect(depthTicks([42.5, 61.2])).toEqual([0, 20, 40, 60, 80]);
    expect(depthTicks([42.5], 90)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(depthTicks([-2.5, 8])).toEqual([-5, 0, 5, 10]);
  });

  it('draws a deeper point lower on screen (a larger y) and a larger concentration higher', () => {
    const ticks = [0, 50, 100];
    const depthY = depthScale(ticks, 10, 200);
    expect(depthY(0)).toBe(10);
    expect(depthY(100)).toBe(210);
    expect(depthY(80)).toBeGreaterThan(depthY(20));
    const upY = upwardScale(ticks, 10, 200);
    expect(upY(80)).toBeLessThan(upY(20));
    expect(upY(0)).toBe(210);
  });

  it.each([
    [[0, 10], [100, 200], 5, 150],
    [[3, 3], [0, 40], 99, 20],
  ] as const)('linearScale(%j, %j)(%d) is %d', (domain, range, value, expected) => {
    expect(linearScale(domain, range)(value)).toBe(expected);
  });

  it('reads days and months as UTC instants', () => {
    expect(dayValue('2020-03-01')).toBe(Date.UTC(2020, 2, 1));
    expect(dayValue('2020-03')).toBe(Date.UTC(2020, 2, 15));
  });

  it('widens a single day by three days each side', () => {
    const day = dayValue('2024-06-01');
    expect(timeDomain([day])).toEqual([day - 3 * 86_400_000, day + 3 * 86_400_000]);
    expect(timeDomain([])).toEqual([0, 0]);
  });

  it.each([
    ['2019-06-01', '2024-02-01', 10, [2020, 2021, 2022, 2023, 2024]],
    ['1958-03-01', '2025-09-01', 5, [1960, 1980, 2000, 2020]],
    ['1958-03-01', '2025-09-01', 8, [1960, 1970, 1980, 1990, 2000, 2010, 2020]],
    ['2024-02-01', '2024-11-01', 5, []],
  ])('year ticks from %s to %s, at most %d', (from, to, maxTicks, expected) => {
    expect(yearTicks([dayValue(from), dayValue(to)], maxTicks)).toEqual(expected);
  });

  it('draws the trend line through the mean with the trend’s slope', () => {
    const year = 365.2425 * 86_400_000;
    const points = [
      { day: 0, depthFeet: 10 },
      { day: year, depthFeet: 12 },
      { day: 2 * year, depthFeet: 14 },
    ];
    const line = trendLine(points, 2);
    expect(line?.x0).toBe(0);
    expect(line?.x1).toBe(2 * year);
    expect(line?.y0).toBeCloseTo(10);
    expect(line?.y1).toBeCloseTo(14);
    expect(trendLine(points, null)).toBeNull();
    expect(trendLine(points.slice(0, 1), 2)).toBeNull();
  });

  it('lays the plot out inside the margins, the days across it, and draws a line through points', () => {
    const layout = timeLayout(720, 300, [Date.UTC(2010, 6, 1), Date.UTC(2020, 6, 1)]);
    expect(layout.plotWidth).toBe(720 - 52 - 12);
    expect(layout.plotHeight).toBe(300 - 12 - 26);
    expect(layout.x(Date.UTC(2010, 6, 1))).toBe(52);
    expect(layout.x(Date.UTC(2020, 6, 1))).toBe(720 - 12);
    expect(layout.years).toEqual([2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020]);
    expect(timeLayout(0, 0, [0, 1]).plotHeight).toBe(1);
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe('M1,2 L3,4');
    expect(linePath([])).toBe('');
  });

  it.each([
    [1.234, 'falling 1.2 ft/yr'],
    [-0.76, 'rising 0.8 ft/yr'],
    [0.04, 'steady'],
    [null, 'not enough measurements'],
  ])('names a trend of %s ft/yr as “%s”', (trend, words) => {
    expect(trendWords(trend)).toBe(words);
    expect(trendLegend(trend)).toBe(`Trend: ${words}`);
  });
});
