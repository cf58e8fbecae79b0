import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  complianceReportFileName,
  type ComplianceReportFilter,
} from '../../../shared/contracts/compliance-report';
import { DataAsOfNote } from '../../components/data-as-of-note';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { fetchComplianceWorkbook, useComplianceReport } from './compliance-api';
import { ComplianceFilterForm } from './compliance-filter-form';
import { defaultComplianceFilter } from './compliance-filter-values';
import { ComplianceTable } from './compliance-table';
import { queryTableState } from '../../components/query-table-state';

/**
 * /reports/compliance (staff): which wells reported pumpage in each chosen quarter of a year and
 * the two before it; quarters without any report are marked Missing. Exports the same rows to Excel.
 */
export default function ComplianceReportPage() {
  const toast = useToast();
  const [applied, setApplied] = useState<ComplianceReportFilter>(() => defaultComplianceFilter());
  const report = useComplianceReport(applied);
  const exportWorkbook = useMutation({
    mutationFn: async (filter: ComplianceReportFilter) => {
      saveBlob(await fetchComplianceWorkbook(filter), complianceReportFileName(filter.year));
    },
    onError: (error) => {
      // A failed export used to be only logged; a toast tells the user the file is not coming.
      console.error('Compliance export failed', error);
      toast.error(errorMessage(error));
    },
  });

  return (
    <>
      <PageHeader
        title="Compliance Report"
        subtitle="Pumpage per quarter (1000 gal) of every active well over three years; quarters without any report are missing."
      />
      <ComplianceFilterForm
        applied={applied}
        onSearch={setApplied}
        onExport={(filter) => exportWorkbook.mutate(filter)}
        isExporting={exportWorkbook.isPending}
      />
      <DataAsOfNote asOf={report.data?.dataAsOf} />
      <ComplianceTable report={report.data} {...queryTableState(report, { loading: 'isFetching' })} />
    </>
  );
}
