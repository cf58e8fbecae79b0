import { useState } from 'react';
import type { WellDetail } from '../../../shared/contracts/wells';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { FieldControl } from '../../components/form/field-error';
import { DmsField } from './dms-field';
import { WellFormSection } from './well-form-section';
import type { WellFormValues } from './well-form-values';
import { WellStatusDateField, WellStatusSelect } from './well-status-fields';

export interface WellLookupOptions {
  clients: readonly SelectOption[];
  aquifers: readonly SelectOption[];
  wellUses: readonly SelectOption[];
  parishes: readonly SelectOption[];
}

const DATE_INPUT = { inputLabel: { shrink: true } } as const;
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;

/** Every field of the well with the spec's labels, grouped as staff read them. */
export function WellFormFields({
  control,
  options,
  well,
}: {
  control: FieldControl<WellFormValues>;
  options: WellLookupOptions;
  well?: WellDetail;
}) {
  const savedStatus = well?.wellStatus ?? null;
  // A new well starts Active, which its first save stamps.
  const [statusChangedAt, setStatusChangedAt] = useState<Date | null>(() => (well ? null : new Date()));
  return (
    <>
      <WellFormSection title="Identification">
        <FormTextField control={control} name="wellNumber" label="Well Number" required autoFocus={!well} />
        <FormTextField control={control} name="identificationNumber" label="USGS Site Code" required />
        <FormSelectField
          control={control}
          name="clientId"
          label="Client"
          options={options.clients}
          emptyLabel="No client"
        />
        <FormTextField control={control} name="clientWellName" label="Owner Well Name" />
        <FormTextField control={control} name="permitNumber" label="Appl No" />
        <FormTextField control={control} name="meterType" label="Meter Type" />
        <FormCheckboxField control={control} name="flag" label="Exempt (E)" />
        <FormCheckboxField control={control} name="isRegistered" label="Is Registered" />
      </WellFormSection>
      <WellFormSection title="Location and construction">
        <DmsField control={control} name="latitude" axis="latitude" label="Latitude" />
        <DmsField control={control} name="longitude" axis="longitude" label="Longitude" />
        <FormSelectField
          control={control}
          name="parishId"
          label="Parish"
          options={options.parishes}
          emptyLabel="None"
        />
        <FormSelectField
          control={control}
          name="aquiferId"
          label="Aquifer"
          options={options.aquifers}
          emptyLabel="None"
        />
        <FormSelectField
          control={control}
          name="wellUseId"
          label="Well Use"
          options={options.wellUses}
          emptyLabel="None"
        />
        <FormTextField control={control} name="wellDepth" label="Well Depth (ft)" slotProps={DECIMAL} />
        <FormTextField control={control} name="dailyPumpRate" label="Daily Pump Rate" slotProps={DECIMAL} />
        <FormTextField
          control={control}
          name="completionDateTime"
          label="Completion Date"
          type="date"
          slotProps={DATE_INPUT}
        />
      </WellFormSection>
      <WellFormSection title="Status">
        <WellStatusSelect
          control={control}
          onStatusChange={(status) => setStatusChangedAt(status === savedStatus ? null : new Date())}
        />
        <WellStatusDateField savedStamp={well?.wellStatusDate ?? null} changedAt={statusChangedAt} />
        <FormCheckboxField control={control} name="isActive" label="Is Active" />
        <FormTextField
          control={control}
          name="inactiveDateTime"
          label="Inactive Date"
          type="date"
          slotProps={DATE_INPUT}
        />
      </WellFormSection>
      <WellFormSection title="Permits and notes">
        <FormTextField control={control} name="cagcdPermitNumber" label="CAGCD Permit Number" />
        <FormTextField
          control={control}
          name="cagcdPermitDate"
          label="CAGCD Permit Date"
          type="date"
          slotProps={DATE_INPUT}
        />
        <FormTextField control={control} name="ldnrNotificationNumber" label="LDNR Notification Number" />
        <FormTextField
          control={control}
          name="ldnrNotificationDate"
          label="LDNR Notification Date"
          type="date"
          slotProps={DATE_INPUT}
        />
        <FormTextField
          control={control}
          name="availableInformation"
          label="Available Information"
          multiline
          minRows={2}
        />
        <FormTextField control={control} name="comment" label="Comment" multiline minRows={2} />
      </WellFormSection>
    </>
  );
}
