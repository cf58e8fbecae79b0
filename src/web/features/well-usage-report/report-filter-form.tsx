import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ClientWellOption } from '../../../shared/contracts/dashboard';
import {
  wellUsageReportRequestSchema,
  type WellUsageReportQuery,
  type WellUsageReportRequest,
} from '../../../shared/contracts/well-usage-report';
import { FilterCell, NARROW_CELL, SelectFilter, YearFilter } from '../../components/filters/filter-fields';
import type { SelectOption } from '../../components/form/form-select-field';
import { useReportWells } from './api';

export interface ReportFilterValues {
  clientId: number | null;
  wellId: number | null;
  year: number | null;
}

interface ReportFilterFormProps {
  initial: ReportFilterValues;
  /** What the last report resolved (the client of a linked well, the default year), to show in the form. */
  resolved: ReportFilterValues | undefined;
  clients: readonly SelectOption[];
  /** Staff pick any client, owners of several clients pick one; an owner of one client has no choice. */
  showClientPicker: boolean;
  onSubmit: (request: WellUsageReportQuery) => void;
}

function wellLabel(well: ClientWellOption): string {
  const name = well.clientWellName ? ` – ${well.clientWellName}` : '';
  return `${well.wellNumber}${name}${well.isActive ? '' : ' (inactive)'}`;
}

/** Client, well (all when empty) and calendar year of the report. */
export function ReportFilterForm({
  initial,
  resolved,
  clients,
  showClientPicker,
  onSubmit,
}: ReportFilterFormProps) {
  const { control, handleSubmit, setValue, getValues } = useForm<
    WellUsageReportRequest,
    unknown,
    WellUsageReportQuery
  >({ resolver: zodResolver(wellUsageReportRequestSchema), defaultValues: initial });
  const clientId = useWatch({ control, name: 'clientId' }) ?? null;
  const wellId = useWatch({ control, name: 'wellId' }) ?? null;
  const wells = useReportWells(clientId);
  const wellOptions = useMemo(() => {
    const options = (wells.data ?? []).map((well) => ({ value: well.id, label: wellLabel(well) }));
    // A linked well shows before its client's list has loaded.
    if (!wells.data && wellId !== null) options.push({ value: wellId, label: `Well ${wellId}` });
    return options;
  }, [wells.data, wellId]);

  useEffect(() => {
    if (!resolved) return;
    if (getValues('clientId') == null) setValue('clientId', resolved.clientId);
    if (getValues('year') == null) setValue('year', resolved.year);
  }, [resolved, getValues, setValue]);

  // Another client's list no longer holds the chosen well.
  useEffect(() => {
    if (wells.data && wellId !== null && !wells.data.some((well) => well.id === wellId))
      setValue('wellId', null);
  }, [wells.data, wellId, setValue]);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <form noValidate aria-label="Report filters" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
          {showClientPicker && (
            <SelectFilter
              control={control}
              name="clientId"
              label="Client"
              options={clients}
              required
              cell={{ xs: 12, sm: 6, md: 4 }}
            />
          )}
          <SelectFilter
            control={control}
            name="wellId"
            label="Well"
            options={wellOptions}
            emptyLabel="All wells"
            disabled={clientId === null}
            cell={{ xs: 12, sm: 6, md: showClientPicker ? 4 : 6 }}
          />
          <YearFilter
            control={control}
            name="year"
            label="Year"
            emptyLabel="Current year"
            cell={NARROW_CELL}
          />
          <FilterCell cell={NARROW_CELL}>
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
              Show Report
            </Button>
          </FilterCell>
        </Grid>
      </form>
    </Paper>
  );
}
