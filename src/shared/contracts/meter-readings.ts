import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { METER_UNITS, READING_SOURCES, READING_STATES } from '../states';
import {
  calendarDate,
  idParam,
  listResponseSchema,
  optionalText,
  recordId,
  requestKeyParam,
  storableText,
} from './common';
import { defineEndpoint } from './endpoint';
import { registerReading } from './meters';

/** A reading's photo: what a phone's camera hands over, at most 10 MB. */
export const READING_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReadingPhotoType = (typeof READING_PHOTO_TYPES)[number];
export const READING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const READING_PHOTO_ACCEPT = READING_PHOTO_TYPES.join(',');
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE_MESSAGE = 'The photo is larger than 10 MB.';

/** A volume and its register differ from uploaded pumpage or an owner's reading by more than this. */
export const READING_TOLERANCE_PERCENT = 5;
/** A volume more than this many times the same days' a year before is held. */
export const LAST_YEAR_FACTOR = 3;

export const READING_SOURCE_LABELS: Readonly<Record<(typeof READING_SOURCES)[number], string>> = {
  owner: 'Owner',
  staff: 'Staff',
  staff_audit: 'Staff audit',
  file: 'File',
};

export const READING_STATE_LABELS: Readonly<Record<(typeof READING_STATES)[number], string>> = {
  accepted: 'Accepted',
  pending: 'Held for review',
  rejected: 'Rejected',
};

/** Why a reading is held for review. */
export const HELD_REASON_CODES = ['pumpRate', 'lastYear', 'telemetry', 'audit', 'invoiced'] as const;
export type HeldReasonCode = (typeof HELD_REASON_CODES)[number];

const TIME_MESSAGE = 'Use a time such as 14:30';

export const submitReadingRequestSchema = z.object({
  wellId: recordId('Choose a well'),
  readOn: calendarDate(),
  /** The time of day the register was read, HH:MM, optional. */
  readAt: z
    .string({ error: TIME_MESSAGE })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)
    .nullish()
    .transform((value) => value || null),
  reading: registerReading(),
  isRollover: z.boolean({ error: 'isRollover must be true or false' }).default(false),
  comment: optionalText('Comment', 1000),
  /** Staff only: the reading was taken on an audit visit (compared with the owner's readings). */
  isAudit: z.boolean({ error: 'isAudit must be true or false' }).default(false),
});
export type SubmitReadingRequest = z.input<typeof submitReadingRequestSchema>;
export type SubmitReading = z.output<typeof submitReadingRequestSchema>;

export const submitReadingResponseSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  state: z.enum(READING_STATES),
  volumeGallons: z.number(),
  reasons: z.array(z.string()),
});
export type SubmitReadingResponse = z.infer<typeof submitReadingResponseSchema>;

export const meterReadingSchema = z.object({
  id: z.number().int(),
  wellId: z.number().int(),
  wellNumber: z.string(),
  installationId: z.number().int(),
  serialNumber: z.string(),
  unit: z.enum(METER_UNITS),
  readOn: z.string(),
  readAt: z.string().nullable(),
  reading: z.number(),
  isRollover: z.boolean(),
  state: z.enum(READING_STATES),
  volumeGallons: z.number(),
  /** The day after the previous reading: the first day the volume is spread over. */
  volumeFrom: z.string().nullable(),
  reasons: z.array(z.string()),
  reasonCodes: z.array(z.enum(HELD_REASON_CODES)),
  source: z.enum(READING_SOURCES),
  comment: z.string().nullable(),
  enteredBy: z.string().nullable(),
  enteredAt: z.string(),
  hasPhoto: z.boolean(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewReason: z.string().nullable(),
});
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const readingsQuerySchema = z.object({ wellId: idParam });

/** A held reading with what staff weigh it against: the well's recent readings and last year's volume. */
export const reviewItemSchema = meterReadingSchema.extend({
  clientName: z.string().nullable(),
  dailyPumpRate: z.number().nullable(),
  recentReadings: z.array(
    meterReadingSchema.pick({ id: true, readOn: true, reading: true, state: true, volumeGallons: true }),
  ),
  /** Gallons the well pumped over the same days a year before; null when it had no pumpage then. */
  lastYearGallons: z.number().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const REVIEW_DECISIONS = ['accept', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const reviewReadingQuerySchema = z.object({ readingId: idParam });
export const reviewReadingRequestSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: 'Decision must be accept or reject' }),
    reason: storableText('Reason').trim().max(1000, 'Reason must be at most 1000 characters').default(''),
  })
  .refine((review) => review.decision === 'accept' || review.reason.length > 0, {
    message: 'Give the reason for rejecting the reading',
    path: ['reason'],
  });
export type ReviewReadingRequest = z.input<typeof reviewReadingRequestSchema>;

export const reviewReadingResponseSchema = z.object({
  message: z.string(),
  state: z.enum(READING_STATES),
  /** The unpaid invoices the accepted reading regenerated. */
  regeneratedInvoices: z.array(z.string()),
});
export type ReviewReadingResponse = z.infer<typeof reviewReadingResponseSchema>;

export const readingIdQuerySchema = z.object({ readingId: idParam, requestKey: requestKeyParam });

export const uploadReadingsResponseSchema = z.object({
  message: z.string(),
  rows: z.number().int(),
  accepted: z.number().int(),
  pending: z.number().int(),
});
export type UploadReadingsResponse = z.infer<typeof uploadReadingsResponseSchema>;

/** The header of a readings file; a row names its meter by serial number or its well by number. */
export const READINGS_FILE_HEADERS = ['SerialNumber', 'WellNumber', 'Date', 'Reading'] as const;

const tag = 'Meter readings';

export const submitReadingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/MeterReading/SubmitReading',
  tag,
  access: { minLevel: ACCESS.ownerDashboard },
  query: z.object({ requestKey: requestKeyParam }),
  body: submitReadingRequestSchema,
  response: submitReadingResponseSchema,
  moreErrors: [409],
});

export const uploadReadingPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/MeterReading/UploadReadingPhoto',
  tag,
  access: { minLevel: ACCESS.ownerDashboard },
  query: readingIdQuerySchema,
  multipart: true,
  response: z.object({ message: z.string() }),
  moreErrors: [413],
});

export const getReadingPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/MeterReading/GetReadingPhoto',
  tag,
  access: { minLevel: ACCESS.ownerDashboard },
  query: z.object({ readingId: idParam }),
  responseKind: 'file',
});

export const getReadingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/MeterReading/GetReadings',
  tag,
  access: { minLevel: ACCESS.ownerDashboard },
  query: readingsQuerySchema,
  response: listResponseSchema(meterReadingSchema),
});

export const getReviewQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/MeterReading/GetReviewQueue',
  tag,
  access: { minLevel: ACCESS.staff },
  response: listResponseSchema(reviewItemSchema),
});

export const reviewReadingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/MeterReading/ReviewReading',
  tag,
  access: { minLevel: ACCESS.staff },
  query: reviewReadingQuerySchema,
  body: reviewReadingRequestSchema,
  response: reviewReadingResponseSchema,
  moreErrors: [409],
});

export const uploadReadingsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/MeterReading/UploadReadings',
  tag,
  access: { minLevel: ACCESS.staff },
  multipart: true,
  response: uploadReadingsResponseSchema,
  moreErrors: [413],
});

/** The owner's readings screen: each of the client's wells with its meter, last reading and what is due. */
export const readingWellSchema = z.object({
  wellId: z.number().int(),
  wellNumber: z.string(),
  clientWellName: z.string().nullable(),
  clientName: z.string().nullable(),
  serialNumber: z.string().nullable(),
  unit: z.enum(METER_UNITS).nullable(),
  multiplier: z.number().int().nullable(),
  registerDigits: z.number().int().nullable(),
  installedOn: z.string().nullable(),
  lastReadOn: z.string().nullable(),
  lastReading: z.number().nullable(),
  lastState: z.enum(READING_STATES).nullable(),
  /** Gallons from accepted readings in the current month. */
  monthGallons: z.number(),
  /** Owners read monthly: true when a meter is installed and nothing was read since the month began. */
  readingDue: z.boolean(),
});
export type ReadingWell = z.infer<typeof readingWellSchema>;

export const getReadingWellsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/MeterReading/GetReadingWells',
  tag,
  access: { minLevel: ACCESS.ownerDashboard },
  // `today`: the district's date, which a reading may not be after (the phone's may differ).
  response: listResponseSchema(readingWellSchema).extend({ today: z.string() }),
});
