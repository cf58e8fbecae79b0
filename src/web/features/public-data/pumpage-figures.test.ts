import { describe, expect, it } from 'vitest';
import { publicPumpage, publicPumpageRow, publicQuarter } from '../../test/factories/public-data';
import {
  barTicks,
  billingAgreement,
  groupTotals,
  pumpageYears,
  sumOfGroups,
  yearTotals,
} from './pumpage-figures';

describe('the public pumpage figures', () => {
  it('lists the years with pumpage or quarters, latest first', () => {
    expect(pumpageYears(publicPumpage({ quarters: [publicQuarter({ year: 2023 })] }))).toEqual([
      2025, 2024, 2023,
    ]);
  });

  it('sums a year by aquifer, exempt apart, without floating-point crumbs, wells without one last', () => {
    const rows = [
      publicPumpageRow({ aquifer: null, kgal: 0.1 }),
      publicPumpageRow({ kgal: 0.1 }),
      publicPumpageRow({ kgal: 0.2, exempt: true, wells: 1 }),
      publicPumpageRow({ aquifer: 'Alluvial', kgal: 5 }),
      publicPumpageRow({ year: 2024, kgal: 99 }),
    ];
    const groups = groupTotals(rows, 2025, 'aquifer');
    expect(groups).toEqual([
      { name: '400-Foot Sand', wells: 3, nonExemptKgal: 0.1, exemptKgal: 0.2, totalKgal: 0.3 },
      { name: 'Alluvial', wells: 2, nonExemptKgal: 5, exemptKgal: 0, totalKgal: 5 },
      { name: null, wells: 2, nonExemptKgal: 0.1, exemptKgal: 0, totalKgal: 0.1 },
    ]);
    expect(sumOfGroups(groups)).toEqual({ wells: 7, nonExemptKgal: 5.2, exemptKgal: 0.2, totalKgal: 5.4 });
    expect(yearTotals(rows)).toEqual([
      { year: 2024, nonExemptKgal: 99, exemptKgal: 0 },
      { year: 2025, nonExemptKgal: 5.2, exemptKgal: 0.2 },
    ]);
  });

  it.each([
    [{ invoicedKgal: null }, { state: 'not-billed' }],
    [{ billableKgal: 0.3, invoicedKgal: 0.1 + 0.2 }, { state: 'agrees' }],
    [
      { billableKgal: 100, invoicedKgal: 100.001 },
      { state: 'differs', differenceKgal: 0.001 },
    ],
    [
      { billableKgal: 100, invoicedKgal: 90 },
      { state: 'differs', differenceKgal: -10 },
    ],
  ])('compares a quarter’s billed with its billable pumpage: %o', (quarter, expected) => {
    expect(billingAgreement(publicQuarter(quarter))).toEqual(expected);
  });

  it.each([
    [0, [0, 1]],
    [4, [0, 1, 2, 3, 4]],
    [11, [0, 5, 10, 15]],
    [0.3, [0, 0.1, 0.2, 0.3]],
    [1650, [0, 500, 1000, 1500, 2000]],
  ])('steps the axis up to %d as %o', (max, ticks) => {
    expect(barTicks(max)).toEqual(ticks);
  });
});
