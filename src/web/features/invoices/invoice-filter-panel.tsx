import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter } from '../../components/filters/lookup-filter';
import { FormSelectField } from '../../components/form/form-select-field';
import { useLookupFailureToast, useLookups } from '../../lib/lookups';
import { yearOptions } from '../../lib/dates';
import {
  defaultInvoiceFilter,
  invoicePanelFilterSchema,
  PAYMENT_STATUSES,
  QUARTER_OPTIONS,
  type InvoicePanelFilter,
} from './invoice-filter-values';

interface InvoiceFilterPanelProps {
  applied: InvoicePanelFilter;
  onSearch: (filter: InvoicePanelFilter) => void;
}

/** Client, quarter, year and payment status: Search applies, Reset returns to this year. */
export function InvoiceFilterPanel({ applied, onSearch }: InvoiceFilterPanelProps) {
  const lookups = useLookups({ enabled: true, withClients: true });
  useLookupFailureToast(lookups);
  const years = useMemo(() => yearOptions(), []);
  const { control, handleSubmit, reset } = useForm<InvoicePanelFilter>({
    resolver: zodResolver(invoicePanelFilterSchema),
    defaultValues: applied,
  });
  const resetFilters = () => {
    const cleared = defaultInvoiceFilter();
    reset(cleared);
    onSearch(cleared);
  };
  return (
    <FilterPanel
      label="Invoice filters"
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      onReset={resetFilters}
    >
      <LookupFilter control={control} name="clientIds" lookups={lookups} kind="clients" md={4} />
      <Grid size={{ xs: 12, sm: 6, md: 2 }}>
        <FormSelectField
          control={control}
          name="quaters"
          label="Quarter"
          options={QUARTER_OPTIONS}
          multiple
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField control={control} name="year" label="Year" options={years} multiple />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormSelectField control={control} name="status" label="Payment Status" options={PAYMENT_STATUSES} />
      </Grid>
    </FilterPanel>
  );
}
