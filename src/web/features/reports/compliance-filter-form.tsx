import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  complianceReportRequestSchema,
  type ComplianceReportFilter,
} from '../../../shared/contracts/compliance-report';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter } from '../../components/filters/lookup-filter';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { yearOptions } from '../../lib/dates';
import {
  complianceFormValues,
  defaultComplianceFilter,
  QUARTER_OPTIONS,
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
  const lookups = useLookups({ enabled: true, withClients: true });
  useLookupFailureToast(lookups);
  const years = useMemo(() => yearOptions(), []);
  const form = useForm<ComplianceFormValues, unknown, ComplianceReportFilter>({
    resolver: zodResolver(complianceReportRequestSchema),
    defaultValues: complianceFormValues(applied),
  });
  const { control } = form;

  const resetFilters = () => {
    const cleared = defaultComplianceFilter();
    form.reset(complianceFormValues(cleared));
    onSearch(cleared);
  };

  return (
    <FilterPanel
      label="Compliance filters"
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      onReset={resetFilters}
      actions={
        <Button variant="outlined" loading={isExporting} onClick={() => void form.handleSubmit(onExport)()}>
          Export to Excel
        </Button>
      }
    >
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <FormSelectField control={control} name="year" label="Year" options={years} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <FormSelectField
          control={control}
          name="quarters"
          label="Quarters"
          options={QUARTER_OPTIONS}
          multiple
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 2 }}>
        <FormTextField control={control} name="wellNumber" label="Well Number" />
      </Grid>
      <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      <LookupFilter control={control} name="aquiferId" lookups={lookups} kind="aquifers" />
    </FilterPanel>
  );
}
