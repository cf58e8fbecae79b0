import { z } from 'zod';
import {
  saveBillingTermsRequestSchema,
  saveRateRequestSchema,
  type BillingTermsEntry,
} from '../../../shared/contracts/rates';
import { blankToNull, numberText, numberToText } from '../../components/meters/form-numbers';

const rate = saveRateRequestSchema.shape;

/**
 * Add rate as its fields hold it (the rate as text in dollars, the hearing blank when there is
 * none), converted through SaveRate's own field rules, so their messages apply unchanged. What the
 * schedule allows (the notice days, a hearing for an increase) is the server's to say.
 */
export const rateFormSchema = z.object({
  ratePerMillionGallons: numberText('The rate').pipe(rate.ratePerMillionGallons),
  effectiveOn: rate.effectiveOn,
  adoptedOn: rate.adoptedOn,
  noticeGivenOn: rate.noticeGivenOn,
  hearingOn: blankToNull().pipe(rate.hearingOn),
});
export type RateFormValues = z.input<typeof rateFormSchema>;
export type RateFormOutput = z.output<typeof rateFormSchema>;

export const EMPTY_RATE_FORM: RateFormValues = {
  ratePerMillionGallons: '',
  effectiveOn: '',
  adoptedOn: '',
  noticeGivenOn: '',
  hearingOn: '',
};

const terms = saveBillingTermsRequestSchema.shape;

/** Add terms as their fields hold them (numbers as text, no cap as blank), through SaveBillingTerms' rules. */
export const termsFormSchema = z.object({
  effectiveOn: terms.effectiveOn,
  dueDays: numberText('The days to pay').pipe(terms.dueDays),
  lateFeePercent: numberText('The late fee').pipe(terms.lateFeePercent),
  lateFeePeriod: terms.lateFeePeriod,
  lateFeeCapPercent: numberText('The late-fee cap').pipe(terms.lateFeeCapPercent),
  cardFeePercent: numberText('The card fee').pipe(terms.cardFeePercent),
  cardFeeFixed: numberText('The fixed card fee').pipe(terms.cardFeeFixed),
  bankFeePercent: numberText('The bank transfer fee').pipe(terms.bankFeePercent),
});
export type TermsFormValues = z.input<typeof termsFormSchema>;
export type TermsFormOutput = z.output<typeof termsFormSchema>;

/** The form for new terms, filled with the terms in force (blank without them); the day is the clerk's. */
export function termsFormValues(inForce: BillingTermsEntry | undefined): TermsFormValues {
  return {
    effectiveOn: '',
    dueDays: numberToText(inForce?.dueDays),
    lateFeePercent: numberToText(inForce?.lateFeePercent),
    lateFeePeriod: inForce?.lateFeePeriod ?? 'month',
    lateFeeCapPercent: numberToText(inForce?.lateFeeCapPercent),
    cardFeePercent: numberToText(inForce?.cardFeePercent),
    cardFeeFixed: inForce ? inForce.cardFeeFixed.toFixed(2) : '',
    bankFeePercent: numberToText(inForce?.bankFeePercent),
  };
}
