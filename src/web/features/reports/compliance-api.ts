import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ComplianceReport,
  ComplianceReportFilter,
  ComplianceReportRequest,
} from '../../../shared/contracts/compliance-report';
import { api } from '../../lib/api';

/** POST GetComplianceReport for the applied filter. */
export function useComplianceReport(filter: ComplianceReportFilter) {
  return useQuery({
    queryKey: ['reports', 'compliance', filter],
    queryFn: ({ signal }) => {
      // The spec's field name (section 7); the server also takes `quarters`.
      const { quarters, ...rest } = filter;
      const body: ComplianceReportRequest = { ...rest, quarter: quarters };
      return api.post<ComplianceReport>('GetComplianceReport', body, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

function commaList(values: readonly number[]): string | undefined {
  return values.length ? values.join(',') : undefined;
}

/** GET DownloadComplianceReport: the same filter as query values, the .xlsx file as a blob. */
export function fetchComplianceWorkbook(filter: ComplianceReportFilter): Promise<Blob> {
  return api.get<Blob>(
    'DownloadComplianceReport',
    {
      year: filter.year,
      quarterString: filter.quarters.join(','),
      wellNumber: filter.wellNumber ?? undefined,
      clientId: commaList(filter.clientId),
      aquiferId: commaList(filter.aquiferId),
    },
    { responseType: 'blob' },
  );
}
