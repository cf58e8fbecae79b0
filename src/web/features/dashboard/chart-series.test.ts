import { describe, expect, it } from 'vitest';
import { chartYears, MONTHS, toChartRows } from './chart-series';

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
