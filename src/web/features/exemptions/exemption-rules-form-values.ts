import { z } from 'zod';
import {
  saveExemptionRulesRequestSchema,
  type ExemptionRulesRow,
} from '../../../shared/contracts/exemptions';
import { numberText, numberToText } from '../../components/meters/form-numbers';

const field = saveExemptionRulesRequestSchema.shape;

/**
 * The rules form as its fields hold it (the numbers as text, blank for no rule, the lists as ids),
 * converted through SaveExemptionRules' own field rules, so their messages apply unchanged.
 */
export const exemptionRulesFormSchema = z.object({
  maxDepthFeet: numberText('Depth').pipe(field.maxDepthFeet),
  aquiferIds: field.aquiferIds,
  wellUseCategoryIds: field.wellUseCategoryIds,
  minCapacityGallonsPerDay: numberText('Capacity').pipe(field.minCapacityGallonsPerDay),
});
export type ExemptionRulesFormValues = z.input<typeof exemptionRulesFormSchema>;
export type ExemptionRulesFormOutput = z.output<typeof exemptionRulesFormSchema>;

/** The saved rules as the form shows them. */
export function exemptionRulesFormValues(rules: ExemptionRulesRow): ExemptionRulesFormValues {
  return {
    maxDepthFeet: numberToText(rules.maxDepthFeet),
    aquiferIds: rules.aquiferIds,
    wellUseCategoryIds: rules.wellUseCategoryIds,
    minCapacityGallonsPerDay: numberToText(rules.minCapacityGallonsPerDay),
  };
}
