import { z } from 'zod';
import { meterFormSchema, type Meter } from '../../../shared/contracts/meters';
import { blankToNull, numberText, numberToText } from '../../components/meters/form-numbers';

const field = meterFormSchema.shape;

/**
 * The meter form as its fields hold it (numbers and the test date as text, the choices as their
 * values), converted through SaveMeter's own field rules, so their messages apply unchanged and
 * every field reports at once.
 */
export const meterDialogSchema = z.object({
  serialNumber: field.serialNumber,
  make: field.make,
  model: field.model,
  sizeInches: numberText('Size').pipe(field.sizeInches),
  unit: field.unit,
  multiplier: field.multiplier,
  registerDigits: numberText('Register digits').pipe(field.registerDigits),
  status: field.status,
  lastTestedOn: blankToNull().pipe(field.lastTestedOn),
  lastTestAccuracyPercent: numberText('Accuracy').pipe(field.lastTestAccuracyPercent),
});
export type MeterDialogValues = z.input<typeof meterDialogSchema>;
export type MeterDialogOutput = z.output<typeof meterDialogSchema>;

/** A new meter: active, counting gallons one by one on a six-digit register. */
export const NEW_METER: MeterDialogValues = {
  serialNumber: '',
  make: '',
  model: '',
  sizeInches: '',
  unit: 'gallons',
  multiplier: 1,
  registerDigits: '6',
  status: 'active',
  lastTestedOn: '',
  lastTestAccuracyPercent: '',
};

export function meterDialogValues(meter: Meter | null): MeterDialogValues {
  if (!meter) return NEW_METER;
  return {
    serialNumber: meter.serialNumber,
    make: meter.make ?? '',
    model: meter.model ?? '',
    sizeInches: numberToText(meter.sizeInches),
    unit: meter.unit,
    multiplier: meter.multiplier,
    registerDigits: numberToText(meter.registerDigits),
    status: meter.status,
    lastTestedOn: meter.lastTestedOn ?? '',
    lastTestAccuracyPercent: numberToText(meter.lastTestAccuracyPercent),
  };
}
