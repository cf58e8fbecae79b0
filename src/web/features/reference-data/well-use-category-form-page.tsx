import type { z } from 'zod';
import {
  wellUseCategoryFormSchema,
  type WellUseCategory,
  type WellUseCategoryForm,
} from '../../../shared/contracts/reference-data';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormTextField } from '../../components/form/form-text-field';
import { WELL_USE_CATEGORY_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import type { ReferenceFormConfig } from './reference-form-config';
import { ReferenceFormPage } from './reference-form-page';

const WELL_USE_CATEGORY_FORM: ReferenceFormConfig<
  WellUseCategory,
  WellUseCategoryForm,
  z.output<typeof wellUseCategoryFormSchema>
> = {
  noun: 'Well-Use Category',
  resource: WELL_USE_CATEGORY_RESOURCE,
  listPath: REFERENCE_PATHS.wellUseCategories,
  listTitle: 'Well Usage Categories',
  editPath: REFERENCE_PATHS.editWellUseCategory,
  schema: wellUseCategoryFormSchema,
  emptyValues: { description: '', isActive: true },
  toValues: ({ description, isActive }) => ({ description, isActive }),
  renderFields: (control) => (
    <>
      <FormTextField control={control} name="description" label="Description" required autoFocus />
      <FormCheckboxField control={control} name="isActive" label="Is active" />
    </>
  ),
};

/** /well-use-category (create) and /well-use-category/edit/{id}. */
export default function WellUseCategoryFormPage() {
  return <ReferenceFormPage config={WELL_USE_CATEGORY_FORM} />;
}
