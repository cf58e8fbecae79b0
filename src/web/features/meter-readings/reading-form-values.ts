import { z } from 'zod';
import {
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  READING_PHOTO_MAX_BYTES,
  READING_PHOTO_TYPES,
  submitReadingRequestSchema,
} from '../../../shared/contracts/meter-readings';
import { MAX_REGISTER_DIGITS } from '../../../shared/rules/meter-volume';

/** What the reading form holds: the register as typed, the rest as the fields give them. */
export interface ReadingFormValues {
  readOn: string;
  readAt: string;
  reading: string;
  isRollover: boolean;
  comment: string;
}

export const READING_FIELDS = ['readOn', 'readAt', 'reading', 'isRollover', 'comment'] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

/** What may stand in the register field while typing: its digits, as many as the largest register has. */
export const TYPED_REGISTER = {
  pattern: new RegExp(`^\\d{0,${MAX_REGISTER_DIGITS}}$`),
  refused: 'Type the digits the register shows, without spaces, commas or decimals',
};

/** Empty is no number yet: NaN, which the contract refuses with its own message. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const ownerReadingSchema = submitReadingRequestSchema.omit({ isAudit: true });

/** The form of one well's reading: the text fields turned into the endpoint's values, then its rules. */
export function readingFormSchema(wellId: number) {
  return z
    .object({
      readOn: z.string(),
      readAt: z.string(),
      reading: z.string(),
      isRollover: z.boolean(),
      comment: z.string(),
    })
    .transform((values): z.input<typeof ownerReadingSchema> => ({
      wellId,
      readOn: values.readOn,
      // A time input may give seconds when the browser offers them; the register's minute is enough.
      readAt: values.readAt.slice(0, 5) || null,
      reading: numberOf(values.reading),
      isRollover: values.isRollover,
      comment: values.comment,
    }))
    .pipe(ownerReadingSchema);
}

/** Why a chosen photo cannot be sent, checked before it is: its type, then its size; null when it can. */
export function photoProblem(file: File): string | null {
  if (!(READING_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > READING_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
