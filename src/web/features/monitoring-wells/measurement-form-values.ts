import { z } from 'zod';
import { saveMeasurementRequestSchema } from '../../../shared/contracts/monitoring-wells';
import { MEASUREMENT_PARAMETERS } from '../../../shared/states';
import { numberText } from '../../components/meters/form-numbers';

const field = saveMeasurementRequestSchema.shape;

/** SaveMeasurement's rule over the whole measurement (no negative concentration), on its field. */
function requestRules(request: unknown, context: z.RefinementCtx): void {
  const result = saveMeasurementRequestSchema.safeParse(request);
  if (result.success) return;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
}

/** The measurement form as its fields hold it, converted through SaveMeasurement's own field rules. */
export const measurementFormSchema = z
  .object({
    monitoringWellId: field.monitoringWellId,
    parameter: z.enum(MEASUREMENT_PARAMETERS, { error: 'Choose what was measured' }),
    measuredOn: field.measuredOn,
    measuredAt: field.measuredAt,
    value: numberText('Value').pipe(z.number({ error: 'Enter the value' }).pipe(field.value)),
    method: field.method,
    measuredBy: field.measuredBy,
    approved: field.approved,
  })
  .superRefine(requestRules);
export type MeasurementFormValues = z.input<typeof measurementFormSchema>;
export type MeasurementFormOutput = z.output<typeof measurementFormSchema>;

export function emptyMeasurementForm(monitoringWellId: number, today: string): MeasurementFormValues {
  return {
    monitoringWellId,
    parameter: 'depth-to-water',
    measuredOn: today,
    measuredAt: '',
    value: '',
    method: '',
    measuredBy: '',
    approved: false,
  };
}
