import type { z } from 'zod';

/*
 * Every money field says its unit: our own fields in their name (`billedCents`) and every field in
 * the OpenAPI description. The spec's invoice and payment amounts travel in dollars with cents
 * (converted once from whole cents by `centsToDollars`); the spec's payment intent and our limits
 * carry whole cents.
 */

/** A money field in dollars with cents: says so in the OpenAPI document. */
export function inDollars<T extends z.ZodType>(schema: T, what: string): T {
  return schema.describe(`${what}, in dollars with cents`);
}

/** A money field in whole cents: says so in the OpenAPI document. */
export function inCents<T extends z.ZodType>(schema: T, what: string): T {
  return schema.describe(`${what}, in whole cents`);
}
