import type {
  ComplianceReportFilter,
  ComplianceReportRequest,
} from '../../../shared/contracts/compliance-report';
import { QUARTERS } from '../../../shared/rules/quarters';

export type ComplianceFormValues = ComplianceReportRequest;

/** The report opens on the current year with every quarter. */
export function defaultComplianceFilter(now = new Date()): ComplianceReportFilter {
  return { year: now.getFullYear(), quarters: [...QUARTERS], wellNumber: null, clientId: [], aquiferId: [] };
}

export function complianceFormValues(filter: ComplianceReportFilter): ComplianceFormValues {
  return { ...filter, wellNumber: filter.wellNumber ?? '' };
}
