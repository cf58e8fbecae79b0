import type { z } from 'zod';
import { parishFormSchema, type Parish, type ParishForm } from '../../../shared/contracts/reference-data';
import { FormTextField } from '../../components/form/form-text-field';
import { PARISH_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import type { ReferenceFormConfig } from './reference-form-config';
import { ReferenceFormPage } from './reference-form-page';

const PARISH_FORM: ReferenceFormConfig<Parish, ParishForm, z.output<typeof parishFormSchema>> = {
  noun: 'Parish',
  resource: PARISH_RESOURCE,
  listPath: REFERENCE_PATHS.parishes,
  listTitle: 'Parishes',
  editPath: REFERENCE_PATHS.editParish,
  schema: parishFormSchema,
  emptyValues: { parishId: '', name: '' },
  toValues: ({ parishId, name }) => ({ parishId, name }),
  renderFields: (control) => (
    <>
      <FormTextField control={control} name="parishId" label="Parish Id" required autoFocus />
      <FormTextField control={control} name="name" label="Parish Name" required />
    </>
  ),
};

/** /management/parish (create) and /management/parish/edit/{id}. */
export default function ParishFormPage() {
  return <ReferenceFormPage config={PARISH_FORM} />;
}
