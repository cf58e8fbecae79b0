import { zodResolver } from '@hookform/resolvers/zod';
import { QuarterFilter, SelectFilter, YearFilter } from '../../components/filters/filter-fields';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter, useFilterLookups } from '../../components/filters/lookup-filter';
import { useFilterForm } from '../../components/filters/use-filter-form';
import {
  defaultInvoiceFilter,
  invoicePanelFilterSchema,
  PAYMENT_STATUSES,
  type InvoicePanelFilter,
} from './invoice-filter-values';

interface InvoiceFilterPanelProps {
  applied: InvoicePanelFilter;
  onSearch: (filter: InvoicePanelFilter) => void;
}

/** Client, quarter, year and payment status: Search applies, Reset returns to this year. */
export function InvoiceFilterPanel({ applied, onSearch }: InvoiceFilterPanelProps) {
  const lookups = useFilterLookups(true);
  const { control, panel } = useFilterForm<InvoicePanelFilter>({
    resolver: zodResolver(invoicePanelFilterSchema),
    applied,
    cleared: defaultInvoiceFilter,
    onSearch,
  });
  return (
    <FilterPanel label="Invoice filters" {...panel}>
      <LookupFilter control={control} name="clientIds" lookups={lookups} kind="clients" md={4} />
      <QuarterFilter control={control} name="quaters" label="Quarter" cell={{ xs: 12, sm: 6, md: 2 }} />
      <YearFilter control={control} name="year" label="Year" multiple />
      <SelectFilter control={control} name="status" label="Payment Status" options={PAYMENT_STATUSES} />
    </FilterPanel>
  );
}
