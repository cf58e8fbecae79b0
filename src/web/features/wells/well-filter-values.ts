import { z } from 'zod';
import { wellFilterSchema } from '../../../shared/contracts/wells';
import { checkedBy, numberText, numberToText } from './number-text';

/** The filter a Search applied, as the call takes it and as it is stored between visits. */
export type AppliedWellFilter = z.output<typeof wellFilterSchema>;

export const EMPTY_WELL_FILTER: AppliedWellFilter = {
  clientId: [],
  aquiferId: [],
  wellUseId: [],
  parishId: [],
  wellNumber: null,
  minDepth: null,
  maxDepth: null,
};

/** The filter panel's fields: depths are typed as text, then checked by the call's own schema. */
export const wellFilterFormSchema = z
  .object({
    clientId: z.array(z.number()),
    aquiferId: z.array(z.number()),
    wellUseId: z.array(z.number()),
    parishId: z.array(z.number()),
    wellNumber: z.string(),
    minDepth: numberText('Minimum depth'),
    maxDepth: numberText('Maximum depth'),
  })
  .transform(checkedBy(wellFilterSchema));
export type WellFilterFormValues = z.input<typeof wellFilterFormSchema>;

export function filterFormValues(filter: AppliedWellFilter): WellFilterFormValues {
  return {
    clientId: filter.clientId,
    aquiferId: filter.aquiferId,
    wellUseId: filter.wellUseId,
    parishId: filter.parishId,
    wellNumber: filter.wellNumber ?? '',
    minDepth: numberToText(filter.minDepth),
    maxDepth: numberToText(filter.maxDepth),
  };
}
