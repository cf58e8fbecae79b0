import { describe, expect, it } from 'vitest';
import { chartYears, lineRuns, MONTHS, niceTicks, toChartRows } from './chart-series';

describe('toChartRows', () => {
  it('puts each point under its month and year, leaving months without data empty', () => {
    const rows = toChartRows(
      [
        { yearMonth: '2024-01', pumpage: 1.5 },
        { yearMonth: '2025-07', pumpage: 0 },
        { yearMonth: '2026-12', pumpage: 12.345 },
      ],
      2026,
    );
    expect(rows.map((row) => row.month)).toEqual(MONTHS);
    expect(rows[0]).toEqual({ month: 'Jan', '2024': 1.5, '2025': null, '2026': null });
    expect(rows[6]).toEqual({ month: 'Jul', '2024': null, '2025': 0, '2026': null });
    expect(rows[11]).toEqual({ month: 'Dec', '2024': null, '2025': null, '2026': 12.345 });
  });

  it('drops points outside the three years', () => {
    const rows = toChartRows([{ yearMonth: '2023-05', pumpage: 9 }], 2026);
    expect(rows[4]).toEqual({ month: 'May', '2024': null, '2025': null, '2026': null });
  });

  it('charts the current year and the two before', () => {
    expect(chartYears(2026)).toEqual([2024, 2025, 2026]);
  });
});

describe('niceTicks', () => {
  it.each([
    { max: 9.3, ticks: [0, 2, 4, 6, 8, 10] },
    { max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] },
    { max: 1180, ticks: [0, 250, 500, 750, 1000, 1250] },
    { max: 0, ticks: [0, 1] },
  ])('covers $max with round steps from 0', ({ max, ticks }) => {
    expect(niceTicks(max)).toEqual(ticks);
  });
});

describe('lineRuns', () => {
  const rows = toChartRows(
    [
      { yearMonth: '2026-01', pumpage: 5 },
      { yearMonth: '2026-02', pumpage: 6 },
      { yearMonth: '2026-04', pumpage: 7 },
      { yearMonth: '2026-05', pumpage: 8 },
      { yearMonth: '2026-06', pumpage: 0.4 },
    ],
    2026,
  );

  it('breaks the line at a month without data', () => {
    expect(lineRuns(rows, 2026)).toEqual({
      solid: [
        [0, 1],
        [3, 4, 5],
      ],
      toMonthToDate: null,
    });
  });

  it('keeps the month under way off the solid line and reaches it with a dashed segment', () => {
    expect(lineRuns(rows, 2026, 5)).toEqual({
      solid: [
        [0, 1],
        [3, 4],
      ],
      toMonthToDate: [4, 5],
    });
  });

  it('draws no dashed segment when the month before has no data', () => {
    expect(lineRuns(rows, 2026, 3)).toEqual({
      solid: [
        [0, 1],
        [4, 5],
      ],
      toMonthToDate: null,
    });
  });
});
