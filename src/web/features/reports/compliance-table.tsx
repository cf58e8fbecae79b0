import { useMemo } from 'react';
import type { ComplianceReport } from '../../../shared/contracts/compliance-report';
import { DataTable } from '../../components/data-table/data-table';
import { COMPLIANCE_HIDDEN_COLUMNS, complianceTableColumns } from './compliance-columns';

const NO_REPORT = { years: [], quarters: [], asOf: '' };

interface ComplianceTableProps {
  report: ComplianceReport | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The report's rows; columns follow the years and quarters of the report on screen. */
export function ComplianceTable({ report, isLoading, error, onRetry }: ComplianceTableProps) {
  const columns = useMemo(() => complianceTableColumns(report ?? NO_REPORT), [report]);
  return (
    <DataTable
      // New years or quarters are new columns: start the table state afresh.
      key={report ? `${report.years.join()}-${report.quarters.join()}` : 'empty'}
      label="Compliance report"
      columns={columns}
      data={report?.data}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText="No wells match these filters."
      getRowId={(row) => String(row.wellId)}
      initialSort={{ id: 'wellNumber' }}
      hiddenColumns={COMPLIANCE_HIDDEN_COLUMNS}
    />
  );
}
