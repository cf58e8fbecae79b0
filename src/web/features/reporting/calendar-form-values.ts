import { z } from 'zod';
import {
  saveCalendarRequestSchema,
  type CalendarEntryRow,
  type CalendarResponse,
} from '../../../shared/contracts/reporting-calendar';
import { numberText, numberToText } from '../../components/meters/form-numbers';

const field = saveCalendarRequestSchema.shape;

/**
 * The calendar form as its fields hold it (the numbers and the fee as text, blank for none),
 * converted through SaveCalendar's own field rules, so their messages apply unchanged and every
 * field reports at once.
 */
export const calendarFormSchema = z.object({
  effectiveFrom: field.effectiveFrom,
  frequency: field.frequency,
  dueDays: numberText('Days to report').pipe(field.dueDays),
  reminderDaysBefore: numberText('Days before the due date').pipe(field.reminderDaysBefore),
  reminderDaysAfter: numberText('Days after the due date').pipe(field.reminderDaysAfter),
  reminderRepeatDays: numberText('Repeat every').pipe(field.reminderRepeatDays),
  // A fee typed as "$50" reads as 50.
  lateFee: z
    .string()
    .transform((text) => text.replace(/^\s*\$/, ''))
    .pipe(numberText('The fee'))
    .pipe(field.lateFee),
});
export type CalendarFormValues = z.input<typeof calendarFormSchema>;
export type CalendarFormOutput = z.output<typeof calendarFormSchema>;

/**
 * A new version starts from the one in force (or monthly, due in 30 days, without reminders or fee
 * before the first), applying from the first day a change may apply.
 */
export function calendarFormValues(
  current: CalendarEntryRow | undefined,
  data: Pick<CalendarResponse['data'], 'nextChangeFrom'>,
): CalendarFormValues {
  return {
    effectiveFrom: data.nextChangeFrom,
    frequency: current?.frequency ?? 'monthly',
    dueDays: numberToText(current?.dueDays ?? 30),
    reminderDaysBefore: numberToText(current?.reminderDaysBefore),
    reminderDaysAfter: numberToText(current?.reminderDaysAfter),
    reminderRepeatDays: numberToText(current?.reminderRepeatDays),
    lateFee: current?.lateFee === null || current?.lateFee === undefined ? '' : current.lateFee.toFixed(2),
  };
}
