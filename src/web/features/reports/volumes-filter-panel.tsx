import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useWatch } from 'react-hook-form';
import { DateFilter, TextFilter, YearRangeFilter } from '../../components/filters/filter-fields';
import { FilterPanel } from '../../components/filters/filter-panel';
import { LookupFilter, useFilterLookups } from '../../components/filters/lookup-filter';
import { useFilterForm } from '../../components/filters/use-filter-form';
import { defaultVolumesFilter, volumesFilterSchema, type VolumesFilter } from './volumes-filter-values';

interface VolumesFilterPanelProps {
  applied: VolumesFilter;
  onSearch: (filter: VolumesFilter) => void;
}

const PERIOD_CELL = { xs: 6, md: 3 };

/** Period (years or dates), clients, aquifers, parishes, well uses and well number; Search applies. */
export function VolumesFilterPanel({ applied, onSearch }: VolumesFilterPanelProps) {
  const lookups = useFilterLookups(true);
  const { control, panel } = useFilterForm<VolumesFilter>({
    resolver: zodResolver(volumesFilterSchema),
    applied,
    cleared: defaultVolumesFilter,
    onSearch,
  });
  const periodKind = useWatch({ control, name: 'periodKind' });

  return (
    <FilterPanel
      label="Report filters"
      {...panel}
      header={
        <Controller
          control={control}
          name="periodKind"
          render={({ field }) => (
            <RadioGroup row aria-label="Period" {...field} sx={{ mb: 1 }}>
              <FormControlLabel value="years" control={<Radio />} label="Years" />
              <FormControlLabel value="dates" control={<Radio />} label="Dates" />
            </RadioGroup>
          )}
        />
      }
    >
      {periodKind === 'years' ? (
        <YearRangeFilter control={control} start="startDate" end="endDate" cell={PERIOD_CELL} />
      ) : (
        <>
          <DateFilter control={control} name="startDateTime" label="Start Date" cell={PERIOD_CELL} />
          <DateFilter control={control} name="endDateTime" label="End Date" cell={PERIOD_CELL} />
        </>
      )}
      <TextFilter control={control} name="wellNumber" label="Well Number" cell={{ xs: 12, md: 6 }} />
      <LookupFilter control={control} name="clientId" lookups={lookups} kind="clients" />
      <LookupFilter control={control} name="aquiferId" lookups={lookups} kind="aquifers" />
      <LookupFilter control={control} name="parishId" lookups={lookups} kind="parishes" />
      <LookupFilter control={control} name="wellUseId" lookups={lookups} kind="wellUses" />
    </FilterPanel>
  );
}
