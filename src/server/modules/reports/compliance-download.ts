import {
  complianceReportFileName,
  type ComplianceReportFilter,
} from '../../../shared/contracts/compliance-report';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { getComplianceReport } from './compliance-report';
import { buildComplianceWorkbook, XLSX_CONTENT_TYPE } from './compliance-workbook';

export interface ComplianceFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** GET DownloadComplianceReport: the rows of GetComplianceReport, as ComplianceReport_{year}.xlsx. */
export async function downloadComplianceReport(
  context: AppContext,
  caller: Caller,
  filter: ComplianceReportFilter,
): Promise<ComplianceFile> {
  const report = await getComplianceReport(context, caller, filter);
  return {
    fileName: complianceReportFileName(filter.year),
    contentType: XLSX_CONTENT_TYPE,
    body: await buildComplianceWorkbook(report),
  };
}
