import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { EXEMPTION_RULES_SAVED, type ExemptionRulesRow } from '../../../shared/contracts/exemptions';
import { FormSection } from '../../components/form/form-section';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useAquiferList, useWellUseCategoryList } from '../../lib/lookups';
import { useSaveExemptionRules } from './exemptions-api';
import {
  exemptionRulesFormSchema,
  exemptionRulesFormValues,
  type ExemptionRulesFormOutput,
  type ExemptionRulesFormValues,
} from './exemption-rules-form-values';

const resolver = zodResolver(exemptionRulesFormSchema);

const CELL = { xs: 12, sm: 6, lg: 3 };
const WHOLE = { htmlInput: { inputMode: 'numeric' } } as const;
const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;

/** A lookup row as a choice; an inactive one says so, as it may still be named by the rules. */
function choice(id: number, label: string, isActive: boolean): SelectOption {
  return { value: id, label: isActive ? label : `${label} (inactive)` };
}

/** The aquifers and categories the form offers, from the lookup lists every screen shares. */
function useChoices() {
  const aquifers = useAquiferList();
  const categories = useWellUseCategoryList();
  return {
    aquifers: (aquifers.data ?? []).map((row) => choice(row.id, row.name, row.isActive)),
    categories: (categories.data ?? []).map((row) => choice(row.id, row.description, row.isActive)),
    failure: aquifers.error ?? categories.error,
  };
}

function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

interface ExemptionRulesFormProps {
  rules: ExemptionRulesRow;
  /** The Admin saves; other staff read the same fields, which they cannot change. */
  canSave: boolean;
}

/**
 * The district's exemption rules. The Admin's save is checked by SaveExemptionRules' own rules: its
 * refusal shows above the fields and its field messages on their fields, a save says so in a toast
 * and the review below is read again. Saving marks no well: staff set each from the review.
 */
export default function ExemptionRulesForm({ rules, canSave }: ExemptionRulesFormProps) {
  const toast = useToast();
  const save = useSaveExemptionRules();
  const choices = useChoices();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ExemptionRulesFormValues, unknown, ExemptionRulesFormOutput>({
    resolver,
    defaultValues: exemptionRulesFormValues(rules),
    mode: 'onTouched',
  });
  const { control } = form;
  const readOnly = !canSave;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      toast.success(EXEMPTION_RULES_SAVED);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.errors)) {
          const fieldName = name.split('.')[0] ?? name;
          if (fieldName in values)
            form.setError(fieldName as FieldPath<ExemptionRulesFormValues>, { message });
        }
      }
      setRefusal(errorMessage(error));
    }
  });

  return (
    <FormSection title="Rules" framed>
      <form noValidate aria-label="Exemption rules" onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            A well any rule matches is exempt by rule. Depth and capacity are strict: a well exactly at the
            number is not below it, and one whose depth or pump rate is not known matches neither. The rules
            only suggest: each well's own flag decides its invoices.
          </Typography>
          {refusal && <Alert severity="warning">{refusal}</Alert>}
          {choices.failure && <Alert severity="error">{errorMessage(choices.failure)}</Alert>}
          <Grid container spacing={2}>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="maxDepthFeet"
                label="Shallower than (ft)"
                helperText="Leave empty for no depth rule"
                disabled={readOnly}
                slotProps={DECIMAL}
              />
            </Grid>
            <Grid size={CELL}>
              <FormSelectField
                control={control}
                name="aquiferIds"
                label="Exempt aquifers"
                options={choices.aquifers}
                multiple
                helperText="Wells screened in any of them"
                disabled={readOnly}
              />
            </Grid>
            <Grid size={CELL}>
              <FormSelectField
                control={control}
                name="wellUseCategoryIds"
                label="Exempt well-use categories"
                options={choices.categories}
                multiple
                helperText="Wells whose use is of any of them"
                disabled={readOnly}
              />
            </Grid>
            <Grid size={CELL}>
              <FormTextField
                control={control}
                name="minCapacityGallonsPerDay"
                label="Pumping under (gallons a day)"
                helperText="Leave empty for no capacity rule"
                disabled={readOnly}
                slotProps={WHOLE}
              />
            </Grid>
          </Grid>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="body2" color="text.secondary">
              {rules.updatedAt
                ? `Last saved ${formatInstant(rules.updatedAt)}${rules.updatedBy ? ` by ${rules.updatedBy}` : ''}.`
                : 'Not saved yet.'}
              {readOnly && ' Only an Admin can change the rules.'}
            </Typography>
            {canSave && <SubmitButton isPending={save.isPending}>Save</SubmitButton>}
          </Stack>
        </Stack>
      </form>
    </FormSection>
  );
}
