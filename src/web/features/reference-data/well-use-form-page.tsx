import type { z } from 'zod';
import { wellUseFormSchema, type WellUse, type WellUseForm } from '../../../shared/contracts/reference-data';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormTextField } from '../../components/form/form-text-field';
import { WELL_USE_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import type { ReferenceFormConfig } from './reference-form-config';
import { ReferenceFormPage } from './reference-form-page';
import { WellUseCategoryField } from './well-use-category-field';

const WELL_USE_FORM: ReferenceFormConfig<WellUse, WellUseForm, z.output<typeof wellUseFormSchema>> = {
  noun: 'Well Use',
  resource: WELL_USE_RESOURCE,
  listPath: REFERENCE_PATHS.wellUses,
  listTitle: 'Well-Usage',
  editPath: REFERENCE_PATHS.editWellUse,
  schema: wellUseFormSchema,
  emptyValues: {
    wellUseId: '',
    description: '',
    wellUseCategoryId: null,
    classification: '',
    isActive: true,
  },
  toValues: (wellUse) => ({
    wellUseId: wellUse.wellUseId,
    description: wellUse.description ?? '',
    wellUseCategoryId: wellUse.wellUseCategoryId,
    classification: wellUse.classification ?? '',
    isActive: wellUse.isActive,
  }),
  renderFields: (control) => (
    <>
      <FormTextField control={control} name="wellUseId" label="Well-Use Id" required autoFocus />
      <FormTextField control={control} name="description" label="Description" />
      <WellUseCategoryField control={control} />
      <FormTextField control={control} name="classification" label="Classification" />
      <FormCheckboxField control={control} name="isActive" label="Is active" />
    </>
  ),
};

/** /well-use (create) and /well-use/edit/{id}. */
export default function WellUseFormPage() {
  return <ReferenceFormPage config={WELL_USE_FORM} />;
}
