import { describe, expect, it } from 'vitest';
import type { ImportMeasurementsResponse } from '../../../shared/contracts/monitoring-wells';
import { importSummary } from './import-measurements-dialog';

const answer = (otherRows: number, alerts = 0): ImportMeasurementsResponse => ({
  message: '',
  format: 'water-quality-csv',
  sites: 2,
  added: 7,
  updated: 0,
  unchanged: 0,
  otherRows,
  alerts,
});

describe('importSummary', () => {
  it.each([
    [0, 0, 'Water-quality results (CSV), 2 sites. Imported: 7 added, 0 updated, 0 already here.'],
    [
      1,
      0,
      'Water-quality results (CSV), 2 sites. Imported: 7 added, 0 updated, 0 already here. 1 row of another parameter was left out.',
    ],
    [
      3,
      1,
      'Water-quality results (CSV), 2 sites. Imported: 7 added, 0 updated, 0 already here. 3 rows of other parameters were left out. 1 alert raised.',
    ],
  ])('%i other rows and %i alerts', (otherRows, alerts, text) => {
    expect(importSummary(answer(otherRows, alerts))).toBe(text);
  });
});
