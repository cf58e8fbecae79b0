import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  complianceReportEndpoint,
  downloadComplianceReportEndpoint,
  type ComplianceReportFilter,
  type ComplianceReportRequest,
} from '../../../shared/contracts/compliance-report';
import { api } from '../../lib/api';
import { withDataAsOf } from '../../lib/data-as-of';

/** The compliance report of the applied filter. */
export function useComplianceReport(filter: ComplianceReportFilter) {
  return useQuery({
    queryKey: ['reports', 'compliance', filter],
    queryFn: ({ signal }) => {
      // `quarter` is the field name the API was specified with; the server also takes `quarters`.
      const { quarters, ...rest } = filter;
      const body: ComplianceReportRequest = { ...rest, quarter: quarters };
      return withDataAsOf((onHeaders) => api(complianceReportEndpoint, { body }, { signal, onHeaders }));
    },
    placeholderData: keepPreviousData,
  });
}

function commaList(values: readonly number[]): string | undefined {
  return values.length ? values.join(',') : undefined;
}

/** The same filter as query values; the .xlsx file as a blob. */
export function fetchComplianceWorkbook(filter: ComplianceReportFilter): Promise<Blob> {
  return api(downloadComplianceReportEndpoint, {
    query: {
      year: filter.year,
      quarterString: filter.quarters.join(','),
      wellNumber: filter.wellNumber ?? undefined,
      clientId: commaList(filter.clientId),
      aquiferId: commaList(filter.aquiferId),
    },
  });
}
