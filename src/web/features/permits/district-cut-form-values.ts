import { z } from 'zod';
import { saveDistrictCutRequestSchema, type DistrictCutRow } from '../../../shared/contracts/permits';
import { blankToNull, numberText } from '../../components/meters/form-numbers';

const field = saveDistrictCutRequestSchema.shape;

/** SaveDistrictCut's rules over the whole request (an end before the start), its messages on their fields. */
function requestRules(request: unknown, context: z.RefinementCtx): void {
  const result = saveDistrictCutRequestSchema.safeParse(request);
  if (result.success) return;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
}

/**
 * Declare a cut as its fields hold it (the percent as text, the end date blank for an open cut),
 * converted through SaveDistrictCut's own field rules, so every field reports at once, then through
 * the whole request's rule (an end before the start is refused on the end date).
 */
export const districtCutFormSchema = z
  .object({
    percent: numberText('The cut').pipe(field.percent),
    effectiveOn: field.effectiveOn,
    endsOn: blankToNull().pipe(field.endsOn),
    reason: field.reason,
  })
  .superRefine(requestRules);
export type DistrictCutFormValues = z.input<typeof districtCutFormSchema>;
export type DistrictCutFormOutput = z.output<typeof districtCutFormSchema>;

export function emptyDistrictCutForm(today: string): DistrictCutFormValues {
  return { percent: '', effectiveOn: today, endsOn: '', reason: '' };
}

/**
 * Set end date: a day (required), sent with the cut's own percent, start and reason, so the whole
 * request's rules apply to it as to a new cut.
 */
export function endDateFormSchema(cut: DistrictCutRow) {
  return z
    .object({ endsOn: field.endsOn })
    .transform(({ endsOn }) => ({
      id: cut.id,
      percent: cut.percent,
      effectiveOn: cut.effectiveOn,
      endsOn,
      reason: cut.reason,
    }))
    .superRefine(requestRules);
}
export type EndDateFormValues = z.input<ReturnType<typeof endDateFormSchema>>;
export type EndDateFormOutput = z.output<ReturnType<typeof endDateFormSchema>>;
