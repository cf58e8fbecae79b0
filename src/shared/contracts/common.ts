import { z } from 'zod';

/** Every response carries a message (design.md section 5). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Saves answer the id of the saved record as well. */
export const savedResponseSchema = z.object({ message: z.string(), id: z.number().int() });
export type SavedResponse = z.infer<typeof savedResponseSchema>;

/** The error code of a sign-in that must carry a solved captcha (reCAPTCHAToken) to proceed. */
export const CAPTCHA_REQUIRED_CODE = 'captcha-required';

/**
 * Error body: a message, for validation errors the first message per field, and for errors a
 * client acts upon a machine-readable code.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: z.array(item) });
}

/** The spec's fallback text for any failure without a server message (section 8). */
export const GENERIC_ERROR_MESSAGE = 'Oops! Something went wrong on the server. Please contact support.';

/** Query-string ids arrive as text; accept digits only. */
export const idParam = z.coerce.number().int().positive();

/** '{label} is required': the spec's default text when a rule has no message of its own. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** A required text field: trimmed, non-empty, bounded. */
export function requiredText(label: string, max: number, message = requiredMessage(label)) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text field: empty text and null both mean "not given" and are stored as null. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const PHONE_PATTERN = /^\(\d{3}\)-\d{3}-\d{4}$/;
export const PHONE_MESSAGE = 'Phone must look like (999)-999-9999';
