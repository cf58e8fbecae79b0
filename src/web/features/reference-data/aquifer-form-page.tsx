import type { z } from 'zod';
import { aquiferFormSchema, type Aquifer, type AquiferForm } from '../../../shared/contracts/reference-data';
import { FormCheckboxField } from '../../components/form/form-checkbox-field';
import { FormTextField } from '../../components/form/form-text-field';
import { AQUIFER_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import type { ReferenceFormConfig } from './reference-form-config';
import { ReferenceFormPage } from './reference-form-page';

const AQUIFER_FORM: ReferenceFormConfig<Aquifer, AquiferForm, z.output<typeof aquiferFormSchema>> = {
  noun: 'Aquifer',
  resource: AQUIFER_RESOURCE,
  listPath: REFERENCE_PATHS.aquifers,
  listTitle: 'Aquifers',
  editPath: REFERENCE_PATHS.editAquifer,
  schema: aquiferFormSchema,
  emptyValues: { aquiferId: '', name: '', isActive: true },
  toValues: ({ aquiferId, name, isActive }) => ({ aquiferId, name, isActive }),
  renderFields: (control) => (
    <>
      <FormTextField control={control} name="aquiferId" label="Aquifer Id" required autoFocus />
      <FormTextField control={control} name="name" label="Name" required />
      <FormCheckboxField control={control} name="isActive" label="Is active" />
    </>
  ),
};

/** /management/aquifer (create) and /management/aquifer/edit/{id}. */
export default function AquiferFormPage() {
  return <ReferenceFormPage config={AQUIFER_FORM} />;
}
