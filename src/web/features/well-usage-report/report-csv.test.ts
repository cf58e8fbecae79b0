import { describe, expect, it } from 'vitest';
import { wellUsageReportCsv, wellUsageReportFileName } from './report-csv';
import { usageReport, usageSection } from '../../test/factories/well-usage-report';

describe('the report of a well without a client', () => {
  const report = usageReport({
    clientId: null,
    clientName: null,
    wellId: 7,
    year: 2024,
    wells: [usageSection({ wellId: 7, wellNumber: 'EB-7' })],
  });

  it('is saved under "No client" with the well number', () => {
    expect(wellUsageReportFileName(report)).toBe('WellUsageReport_No_client_EB-7_2024.csv');
  });

  it('leaves the client cells empty', async () => {
    const [, wellRow] = (await wellUsageReportCsv(report)).split(/\r?\n/);
    expect(wellRow?.startsWith(',2024,EB-7,')).toBe(true);
  });
});
