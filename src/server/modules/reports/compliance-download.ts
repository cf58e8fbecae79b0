import {
  complianceReportFileName,
  type ComplianceReportFilter,
} from '../../../shared/contracts/compliance-report';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { getComplianceReport } from './compliance-report';
import { buildComplianceWorkbook, XLSX_CONTENT_TYPE } from './compliance-workbook';

export interface ComplianceFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** GET DownloadComplianceReport: the rows of GetComplianceReport, as ComplianceReport_{year}.xlsx. */
export async function downloadComplianceReport(
  db: DbOrTx,
  caller: Caller,
  filter: ComplianceReportFilter,
  today: string,
): Promise<ComplianceFile> {
  const report = await getComplianceReport(db, caller, filter, today);
  return {
    fileName: complianceReportFileName(filter.year),
    contentType: XLSX_CONTENT_TYPE,
    body: buildComplianceWorkbook(report),
  };
}
