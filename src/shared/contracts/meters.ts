import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { MAX_REGISTER_DIGITS, METER_MULTIPLIERS, MIN_REGISTER_DIGITS } from '../rules/meter-volume';
import { METER_STATUSES, METER_UNITS } from '../states';
import {
  calendarDate,
  ID_RANGE_MESSAGE,
  idParam,
  listResponseSchema,
  optionalText,
  PG_INTEGER_MAX,
  recordId,
  requestKeyQuerySchema,
  requiredText,
  savedResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/** Every how many years a meter's accuracy is tested. */
export const METER_TEST_YEARS = 3;
/** A test falling due within this many days shows as due. */
export const METER_TEST_DUE_SOON_DAYS = 90;

/** Where a meter stands against its test: tested within the interval, due soon, overdue or never tested. */
export const METER_TEST_STATES = ['current', 'due', 'overdue', 'untested'] as const;
export type MeterTestState = (typeof METER_TEST_STATES)[number];

export const METER_UNIT_LABELS: Readonly<Record<(typeof METER_UNITS)[number], string>> = {
  gallons: 'Gallons',
  kgal: 'Thousand gallons',
  cubicFeet: 'Cubic feet',
  acreFeet: 'Acre-feet',
};

export const METER_STATUS_LABELS: Readonly<Record<(typeof METER_STATUSES)[number], string>> = {
  active: 'Active',
  broken: 'Broken',
  retired: 'Retired',
};

/** A meter as the register lists it, with the well it is installed on now, if any. */
export const meterSchema = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  sizeInches: z.number().nullable(),
  unit: z.enum(METER_UNITS),
  multiplier: z.number().int(),
  registerDigits: z.number().int(),
  status: z.enum(METER_STATUSES),
  lastTestedOn: z.string().nullable(),
  lastTestAccuracyPercent: z.number().nullable(),
  /** lastTestedOn + METER_TEST_YEARS, null when never tested. */
  testDueOn: z.string().nullable(),
  testState: z.enum(METER_TEST_STATES),
  installedWellId: z.number().int().nullable(),
  installedWellNumber: z.string().nullable(),
  installedOn: z.string().nullable(),
});
export type Meter = z.infer<typeof meterSchema>;

const MULTIPLIER_MESSAGE = `Multiplier must be ${METER_MULTIPLIERS.join(', ')}`;
const DIGITS_MESSAGE = `Register digits must be a whole number from ${MIN_REGISTER_DIGITS} to ${MAX_REGISTER_DIGITS}`;

export const meterFormSchema = z.object({
  serialNumber: requiredText('Serial number', 50),
  make: optionalText('Make', 100),
  model: optionalText('Model', 100),
  sizeInches: z
    .number({ error: 'Size must be a number of inches' })
    .positive('Size must be more than 0 inches')
    .max(999.99, 'Size must be less than 1000 inches')
    .nullish()
    .transform((value) => value ?? null),
  unit: z.enum(METER_UNITS, { error: `Unit must be one of ${METER_UNITS.join(', ')}` }),
  multiplier: z
    .number({ error: MULTIPLIER_MESSAGE })
    .refine((value) => (METER_MULTIPLIERS as readonly number[]).includes(value), MULTIPLIER_MESSAGE),
  registerDigits: z
    .number({ error: DIGITS_MESSAGE })
    .int(DIGITS_MESSAGE)
    .min(MIN_REGISTER_DIGITS, DIGITS_MESSAGE)
    .max(MAX_REGISTER_DIGITS, DIGITS_MESSAGE),
  status: z.enum(METER_STATUSES, { error: `Status must be one of ${METER_STATUSES.join(', ')}` }),
  lastTestedOn: calendarDate()
    .nullish()
    .transform((value) => value ?? null),
  lastTestAccuracyPercent: z
    .number({ error: 'Accuracy must be a percentage' })
    .min(0, 'Accuracy must be from 0 to 200 percent')
    .max(200, 'Accuracy must be from 0 to 200 percent')
    .nullish()
    .transform((value) => value ?? null),
});
export type MeterForm = z.input<typeof meterFormSchema>;

export const saveMeterRequestSchema = meterFormSchema.extend({
  id: z
    .number()
    .int()
    .min(0)
    .max(PG_INTEGER_MAX, ID_RANGE_MESSAGE)
    .nullish()
    .transform((id) => (id ? id : undefined)),
});
export type SaveMeterRequest = z.input<typeof saveMeterRequestSchema>;

export const meterListQuerySchema = z.object({
  status: z.enum(METER_STATUSES).optional(),
  testState: z.enum(METER_TEST_STATES).optional(),
});
export type MeterListQuery = z.infer<typeof meterListQuerySchema>;

/** The largest value any register shows: MAX_REGISTER_DIGITS nines. */
const MAX_READING = 10 ** MAX_REGISTER_DIGITS - 1;
const READING_MESSAGE = 'A reading is a whole number shown on the register';

/** A register value: a whole number within the largest register; the meter's own digits are checked on the server. */
export function registerReading(label = 'Reading') {
  const message = `${label}: ${READING_MESSAGE.toLowerCase()}`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_READING, `${label} has more digits than any register (${MAX_REGISTER_DIGITS})`);
}

export const installMeterRequestSchema = z.object({
  wellId: recordId('Choose a well'),
  meterId: recordId('Choose a meter'),
  installedOn: calendarDate(),
  openingReading: registerReading('Opening reading'),
  /** The register of the meter this one replaces, read as it comes off; required when one is installed. */
  closingReading: registerReading('Closing reading')
    .nullish()
    .transform((value) => value ?? null),
});
export type InstallMeterRequest = z.input<typeof installMeterRequestSchema>;

/** One installation in a well's history. */
export const wellMeterSchema = z.object({
  installationId: z.number().int(),
  meterId: z.number().int(),
  serialNumber: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  unit: z.enum(METER_UNITS),
  multiplier: z.number().int(),
  registerDigits: z.number().int(),
  installedOn: z.string(),
  openingReading: z.number(),
  removedOn: z.string().nullable(),
  closingReading: z.number().nullable(),
  isInstalled: z.boolean(),
});
export type WellMeter = z.infer<typeof wellMeterSchema>;

export const wellIdQuerySchema = z.object({ wellId: idParam });

const tag = 'Meters';

export const getMetersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Meter/GetMeters',
  tag,
  access: { minLevel: ACCESS.staff },
  query: meterListQuerySchema,
  response: listResponseSchema(meterSchema),
});

export const saveMeterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Meter/SaveMeter',
  tag,
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: saveMeterRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

export const installMeterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Meter/InstallMeter',
  tag,
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: installMeterRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

/** A well's installations, newest first; owners see their own wells' (the meter shows on their screens). */
export const getWellMetersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Meter/GetWellMeters',
  tag,
  access: { minLevel: ACCESS.ownerWells },
  query: wellIdQuerySchema,
  response: listResponseSchema(wellMeterSchema),
});
