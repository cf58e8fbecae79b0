import { z } from 'zod';
import { submitReadingRequestSchema } from '../../../shared/contracts/meter-readings';
import { installMeterRequestSchema } from '../../../shared/contracts/meters';
import { localIsoDate } from '../../lib/dates';
import { blankToNull, numberText } from './form-numbers';

const install = installMeterRequestSchema.shape;

export const CLOSING_READING_MESSAGE = 'Give the closing reading of the meter coming off';

/**
 * Install Meter as its fields hold it (the meter's id from a select, readings as text), converted
 * through InstallMeter's own rules. The closing reading is required while the well has a meter.
 */
export function installMeterFormSchema(hasCurrentMeter: boolean) {
  return z.object({
    // The select holds null until a meter is chosen: InstallMeter's rule then says 'Choose a meter'.
    meterId: z.number().nullable().pipe(install.meterId),
    installedOn: install.installedOn,
    openingReading: numberText('Opening reading').pipe(install.openingReading),
    closingReading: numberText('Closing reading')
      .pipe(install.closingReading)
      .refine((value) => !hasCurrentMeter || value !== null, CLOSING_READING_MESSAGE),
  });
}
export type InstallMeterFormValues = z.input<ReturnType<typeof installMeterFormSchema>>;
export type InstallMeterFormOutput = z.output<ReturnType<typeof installMeterFormSchema>>;

export function emptyInstallMeterForm(today = new Date()): InstallMeterFormValues {
  return { meterId: null, installedOn: localIsoDate(today), openingReading: '', closingReading: '' };
}

const reading = submitReadingRequestSchema.shape;

/** Enter Reading as its fields hold it, converted through SubmitReading's own rules. */
export const readingFormSchema = z.object({
  readOn: reading.readOn,
  readAt: blankToNull().pipe(reading.readAt),
  reading: numberText('Reading').pipe(reading.reading),
  isRollover: reading.isRollover,
  isAudit: reading.isAudit,
  comment: reading.comment,
});
export type ReadingFormValues = z.input<typeof readingFormSchema>;
export type ReadingFormOutput = z.output<typeof readingFormSchema>;

export function emptyReadingForm(today = new Date()): ReadingFormValues {
  return {
    readOn: localIsoDate(today),
    readAt: '',
    reading: '',
    isRollover: false,
    isAudit: false,
    comment: '',
  };
}
