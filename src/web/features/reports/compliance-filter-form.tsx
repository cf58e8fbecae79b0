import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import {
  complianceReportRequestSchema,
  type ComplianceReportFilter,
} from '../../../shared/contracts/compliance-report';
import { NARROW_CELL, QuarterFilter, TextFilter, YearFilter } from '../../components/filters/filter-fields';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter, useFilterLookups } from '../../components/filters/lookup-filter';
import { useFilterForm } from '../../components/filters/use-filter-form';
import {
  complianceFormValues,
  defaultComplianceFilter,
  type ComplianceFormValues,
} from './compliance-filter-values';

interface ComplianceFilterFormProps {
  applied: ComplianceReportFilter;
  onSearch: (filter: ComplianceReportFilter) => void;
  /** Export to Excel takes the form's values, checked like a search. */
  onExport: (filter: ComplianceReportFilter) => void;
  isExporting: boolean;
}

/** Year, quarters, well number, clients and aquifers; Search, Reset, Export. */
export function ComplianceFilterForm({
  applied,
  onSearch,
  onExport,
  isExporting,
}: ComplianceFilterFormProps) {
  const lookups = useFilterLookups(true);
  const { control, handleSubmit, panel } = useFilterForm<ComplianceFormValues, ComplianceReportFilter>({
    resolver: zodResolver(complianceReportRequestSchema),
    applied,
    cleared: defaultComplianceFilter,
    toValues: complianceFormValues,
    onSearch,
  });

  return (
    <FilterPanel
      label="Compliance filters"
      {...panel}
      actions={
        <Button variant="outlined" loading={isExporting} onClick={() => void handleSubmit(onExport)()}>
          Export to Excel
        </Button>
      }
    >
      <YearFilter control={control} name="year" label="Year" cell={NARROW_CELL} />
      <QuarterFilter control={control} name="quarters" label="Quarters" cell={NARROW_CELL} />
      <TextFilter control={control} name="wellNumber" label="Well Number" cell={{ xs: 12, sm: 6, md: 2 }} />
      <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      <LookupFilter control={control} name="aquiferId" lookups={lookups} kind="aquifers" />
    </FilterPanel>
  );
}
