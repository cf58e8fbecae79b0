import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { WellUseForm, wellUseFormSchema } from '../../../shared/contracts/reference-data';
import { FormSelectField } from '../../components/form/form-select-field';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { useWellUseCategoryList } from '../../lib/lookups';

const LABEL = 'Category';

/** The well-use form's category select, filled from the well-use categories. */
export function WellUseCategoryField({
  control,
}: {
  control: Control<WellUseForm, unknown, z.output<typeof wellUseFormSchema>>;
}) {
  const categories = useWellUseCategoryList();
  const toast = useToast();
  const failure = categories.isError ? errorMessage(categories.error) : null;

  // A failed lookup list shows a toast.
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure, toast]);

  if (!categories.data) {
    return (
      <TextField
        label={LABEL}
        value={failure ? '' : 'Loading categories…'}
        disabled
        error={Boolean(failure)}
        helperText={failure ? 'Categories could not be loaded.' : undefined}
        fullWidth
      />
    );
  }
  const options = categories.data.map((category) => ({
    value: category.id,
    label: category.isActive ? category.description : `${category.description} (inactive)`,
  }));
  return (
    <FormSelectField
      control={control}
      name="wellUseCategoryId"
      label={LABEL}
      options={options}
      emptyLabel="None"
    />
  );
}
