import { z } from 'zod';

/** Every response carries a message. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Saves answer the id of the saved record as well. */
export const savedResponseSchema = z.object({ message: z.string(), id: z.number().int() });
export type SavedResponse = z.infer<typeof savedResponseSchema>;

import { QUARTERS } from '../rules/quarters';

// Kept in a zod-free module: the sign-in page reads it without loading zod.
export { CAPTCHA_REQUIRED_CODE } from '../rules/sign-in';

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

/** Every list answer: `{ message, data: [rows] }`. */
export interface ListResponse<Row> {
  message: string;
  data: Row[];
}

/*
 * Paging, written once. A paged list takes a 1-based page number and a page size under the names
 * its spec fixes (pageQuerySchema), answers one page of rows and how many match in all
 * (pageResponseSchema), and skips pageOffset(page, size) rows to get there.
 */

/** The most pages a list's query takes by default: far past the last page of any district list. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * A page size: one of the table's choices, the first when none is sent (`message` replaces "Rows
 * per page must be 25, 50 or 100"), or any whole number in a range, `default` when none is sent.
 */
export type PageSizeRule =
  | { choices: readonly [number, ...number[]]; message?: string }
  | { min: number; max: number; default: number; minMessage?: string; maxMessage?: string };

/**
 * The page number: whole and 1 or more, checked as `min(1)` or as `positive()` (the same numbers,
 * each with zod's own text and JSON Schema), and at most `max` when given. `message` replaces the
 * text of the lower bound.
 */
export interface PageNumberRule {
  check: 'min1' | 'positive';
  max?: number;
  message?: string;
}

export interface PageQueryOptions<Page extends string, Size extends string, In extends 'query' | 'body'> {
  /** The wire names the spec fixes, e.g. `{ page: 'page', size: 'rowsPerPage' }`; page and pageSize unless given. */
  names?: { page: Page; size: Size };
  /**
   * Where they arrive, the query unless given. A query string's text is coerced to numbers and an
   * absent value is the default; a JSON body's numbers are taken as sent, and null is the default too.
   */
  in?: In;
  /** Unless given: `min(1)`, at most MAX_PAGE_NUMBER. The page is 1 when none is sent. */
  page?: PageNumberRule;
  size: PageSizeRule;
}

/** "Rows per page must be 25, 50 or 100": the text for a size that is not one of the choices. */
export function pageSizeChoicesMessage(choices: readonly number[]): string {
  const shown = choices.map(String);
  const last = shown.pop();
  return `Rows per page must be ${shown.length > 0 ? `${shown.join(', ')} or ${last}` : last}`;
}

type QueryPageNumber = z.ZodDefault<z.ZodCoercedNumber<number>>;
type BodyPageNumber = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<z.ZodNumber>>,
  z.ZodTransform<number, number | null | undefined>
>;
type PageNumberField<In extends 'query' | 'body'> = In extends 'query' ? QueryPageNumber : BodyPageNumber;
export type PageQueryShape<Page extends string, Size extends string, In extends 'query' | 'body'> = {
  [Name in Page | Size]: PageNumberField<In>;
};

/** The page and size fields of a paged list's query (or body), under the spec's names. */
export function pageQuerySchema<
  Page extends string = 'page',
  Size extends string = 'pageSize',
  In extends 'query' | 'body' = 'query',
>(options: PageQueryOptions<Page, Size, In>): z.ZodObject<PageQueryShape<Page, Size, In>, z.core.$strip> {
  const {
    names = { page: 'page', size: 'pageSize' } as { page: Page; size: Size },
    in: source = 'query' as In,
    page: pageRule = { check: 'min1', max: MAX_PAGE_NUMBER },
    size: sizeRule,
  } = options;
  const number = () => (source === 'query' ? z.coerce.number<number>() : z.number()).int();
  const atLeastOne =
    pageRule.check === 'positive' ? number().positive(pageRule.message) : number().min(1, pageRule.message);
  const page = pageRule.max === undefined ? atLeastOne : atLeastOne.max(pageRule.max);
  const size =
    'choices' in sizeRule
      ? number().refine(
          (value) => sizeRule.choices.includes(value),
          sizeRule.message ?? pageSizeChoicesMessage(sizeRule.choices),
        )
      : number().min(sizeRule.min, sizeRule.minMessage).max(sizeRule.max, sizeRule.maxMessage);
  const orDefault = (field: typeof page, value: number) =>
    source === 'query'
      ? field.default(value)
      : field.nullish().transform((sent: number | null | undefined) => sent ?? value);
  return z.object({
    [names.page]: orDefault(page, 1),
    [names.size]: orDefault(size, 'choices' in sizeRule ? sizeRule.choices[0] : sizeRule.default),
  }) as unknown as z.ZodObject<PageQueryShape<Page, Size, In>, z.core.$strip>;
}

/** The rows a page skips: those of the pages before it (`page` is 1-based). */
export function pageOffset(page: number, size: number): number {
  return (page - 1) * size;
}

/**
 * A paged list's answer: `{ message, data: [one page of rows], totalCount }`, the count of every
 * matching row, all pages; `total` names the count where the spec names it otherwise.
 */
export function pageResponseSchema<T extends z.ZodType, Total extends string = 'totalCount'>(
  row: T,
  { total = 'totalCount' as Total }: { total?: Total } = {},
) {
  return listResponseSchema(row).extend({ [total]: z.number().int() } as { [Name in Total]: z.ZodNumber });
}

/** A paged list's answer with the spec's default name for the count. */
export interface PageResponse<Row> extends ListResponse<Row> {
  totalCount: number;
}

// The messages live in a module without zod: the web app's entry chunk imports them (decision 0027).
export { GENERIC_ERROR_MESSAGE } from './messages';

/*
 * Hostile input: every request value must be one the database can hold, so a
 * bad request is refused here with a 400 naming the field instead of failing in SQL with a 500.
 */

/** The largest PostgreSQL `integer` (serial ids and the columns that reference them). */
export const PG_INTEGER_MAX = 2_147_483_647;
export const ID_RANGE_MESSAGE = `Ids are whole numbers from 1 to ${PG_INTEGER_MAX}`;

/** A record id in a JSON body: a positive PostgreSQL integer. `message` replaces the type and sign texts. */
export function recordId(message?: string) {
  return z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(PG_INTEGER_MAX, ID_RANGE_MESSAGE);
}

/** Query-string ids arrive as text; accept whole numbers within PostgreSQL's integer only. */
export const idParam = z.coerce.number<number>().int().positive().max(PG_INTEGER_MAX, ID_RANGE_MESSAGE);

/**
 * `requestKey` (ours, in the query of a call that creates something): one key per submission, so a
 * double click or a retried request does the work once and answers the same. Optional, so a client
 * without keys keeps working. A key is its caller's, for one call on one record with one body.
 */
export const requestKeyParam = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'requestKey takes 8 to 64 letters, digits or dashes')
  .optional();

/** The query of a call that creates something and takes nothing else in its query. */
export const requestKeyQuerySchema = z.object({ requestKey: requestKeyParam });

/** A key sent again with another call, record, body or by another caller: never answered from it. */
export const REQUEST_KEY_REUSED =
  'This request key was already used for a different request. Send the request again with a new key.';

/**
 * The most ids one multi-select filter takes: far more than a district has clients, aquifers,
 * parishes or well uses, and few enough that a statement with four such lists stays well inside
 * the 65,535 parameters PostgreSQL binds.
 */
export const MAX_FILTER_IDS = 5_000;

/** An id-list filter; empty means any. */
export function idListFilter() {
  return z
    .array(recordId())
    .max(MAX_FILTER_IDS, `Choose at most ${MAX_FILTER_IDS.toLocaleString('en-US')}`)
    .default([]);
}

/** A query parameter of ids separated by commas, as a list without repeats. */
export function commaSeparatedIds(message: string, max = MAX_FILTER_IDS) {
  return z
    .string()
    .regex(/^\d+(,\d+)*$/, message)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(idParam).min(1).max(max));
}

/** The id-list filters on a well's references, each empty for any: client, aquifer, well use, parish. */
export function wellReferenceFilters() {
  return {
    clientId: idListFilter(),
    aquiferId: idListFilter(),
    wellUseId: idListFilter(),
    parishId: idListFilter(),
  };
}

// NUL, and a UTF-16 surrogate without its partner, have no UTF-8 form: PostgreSQL cannot store them.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when every character of the text has a UTF-8 form PostgreSQL stores. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE_CHARACTER.test(text);
}

export function unstorableTextMessage(label = 'Text'): string {
  return `${label} contains characters that cannot be saved`;
}

/** Text that PostgreSQL can store: the base of every text field of a request. */
export function storableText(label?: string, params?: { error: string }) {
  return z.string(params).refine(isStorableText, unstorableTextMessage(label));
}

/** The "contains" search on well numbers the lists share: trimmed, bounded, empty means none. */
export function wellNumberSearch() {
  return storableText('Well number')
    .trim()
    .max(30, 'Well number must be at most 30 characters')
    .nullish()
    .transform((value) => value || null);
}

/** Numbers of a numeric(precision, scale) column: PostgreSQL rounds to the scale, then checks. */
export interface NumericColumn {
  precision: number;
  scale: number;
}

/**
 * A number the column can hold. PostgreSQL rounds the decimal text to `scale` places, so the limit
 * is the first value that rounds up to 10^(precision - scale): 9,999,999.95 for numeric(8,1).
 */
export function numericColumnNumber(label: string, column: NumericColumn) {
  const whole = '9'.repeat(column.precision - column.scale);
  const limit = Number(`${whole}.${'9'.repeat(column.scale)}5`);
  const message = `${label} must be less than ${Number(whole) + 1}`;
  return z
    .number({ error: `${label} must be a number` })
    .lt(limit, message)
    .gt(-limit, `${label} must be more than -${Number(whole) + 1}`);
}

/** A billing quarter, 1 to 4. `message` replaces the type and range texts. */
export function quarterNumber(message?: string) {
  return z
    .number(message ? { error: message } : undefined)
    .int()
    .min(1, message)
    .max(QUARTERS.length, message);
}

export const DATE_MESSAGE = 'Use a date such as 2024-03-31';
export const DATE_TIME_MESSAGE = 'Use a date and time such as 2024-03-31T14:00:00Z';

/** A real calendar day as YYYY-MM-DD (no 2024-02-30), from year 1 (PostgreSQL has no year 0). */
export function isCalendarDate(text: string): boolean {
  return z.iso.date().safeParse(text).success && !text.startsWith('0000');
}

/** A calendar day, YYYY-MM-DD. */
export function calendarDate(message = DATE_MESSAGE) {
  return z.string({ error: message }).refine(isCalendarDate, message);
}

// PostgreSQL takes UTC offsets up to 15:59 either way.
const STORABLE_OFFSET = /(?:Z|[+-](?:0\d|1[0-5]):?[0-5]\d)$/;

/** An instant as ISO 8601 text with its offset, on a real calendar day from year 1. */
export function instant(message = DATE_TIME_MESSAGE) {
  return z.iso
    .datetime({ offset: true, error: message })
    .refine((text) => isCalendarDate(text.slice(0, 10)) && STORABLE_OFFSET.test(text), message);
}

/** '{label} is required': the spec's default text when a rule has no message of its own. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** A required text field: trimmed, non-empty, bounded. */
export function requiredText(label: string, max: number, message = requiredMessage(label)) {
  return storableText(label, { error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text field: empty text and null both mean "not given" and are stored as null. */
export function optionalText(label: string, max: number) {
  return storableText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const PHONE_PATTERN = /^\(\d{3}\)-\d{3}-\d{4}$/;
export const PHONE_MESSAGE = 'Phone must look like (999)-999-9999';
