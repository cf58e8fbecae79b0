import { z } from 'zod';
import { savePermitRequestSchema, type WellPermitsResponse } from '../../../shared/contracts/permits';
import { blankToNull, numberText } from '../meters/form-numbers';
import { millionGallonsText } from './permit-text';

const field = savePermitRequestSchema.shape;

/**
 * Set permit terms as its fields hold them (the dates and numbers as text, blank for none),
 * converted through SavePermit's own field rules, so their messages apply unchanged and every field
 * reports at once.
 */
export const permitTermsFormSchema = z.object({
  permitNumber: field.permitNumber,
  permitDate: blankToNull().pipe(field.permitDate),
  effectiveFrom: field.effectiveFrom,
  annualMillionGallons: numberText('The permitted volume').pipe(field.annualMillionGallons),
  maxDailyGallons: numberText('The maximum daily rate').pipe(field.maxDailyGallons),
  note: field.note,
});
export type PermitTermsFormValues = z.input<typeof permitTermsFormSchema>;
export type PermitTermsFormOutput = z.output<typeof permitTermsFormSchema>;

/**
 * The form starts from the well's permit number and date and the latest terms (none before the
 * first), applying from `today`.
 */
export function permitTermsFormValues(
  data: Pick<WellPermitsResponse['data'], 'permitNumber' | 'permitDate' | 'terms'>,
  today: string,
): PermitTermsFormValues {
  const latest = data.terms[0];
  return {
    permitNumber: data.permitNumber ?? '',
    permitDate: data.permitDate ?? '',
    effectiveFrom: today,
    annualMillionGallons: latest ? millionGallonsText(latest.annualGallons) : '',
    maxDailyGallons: latest ? String(latest.maxDailyGallons) : '',
    note: '',
  };
}
