import { z } from 'zod';
import {
  DATE_MESSAGE,
  idListFilter,
  isCalendarDate,
  messageResponseSchema,
  quarterNumber,
  wellNumberSearch,
} from './common';
import { defineEndpoint } from './endpoint';
import { ACCESS } from '../rules/access';
import { distinctQuarters } from '../rules/quarters';
import { FIRST_YEAR } from '../rules/years';

const year = z
  .number()
  .int()
  .min(FIRST_YEAR, `Year must be ${FIRST_YEAR} or later`)
  .max(9999)
  .nullish()
  .transform((value) => value ?? null);
/**
 * The date-range column filter: a calendar date (YYYY-MM-DD) or an ISO date-time, of which only
 * the calendar date as written is used (pumpage is stored per day, not per instant).
 */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, DATE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null))
  .refine((value) => value === null || isCalendarDate(value), DATE_MESSAGE);

export const PUMPAGE_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PUMPAGE_PAGE_SIZE = 25;
/** Select All pages through the results this many rows per request. */
export const SELECT_ALL_PAGE_SIZE = 100;
export const PUMPAGE_SORT_COLUMNS = ['wellNumber', 'client', 'parish', 'aquifer', 'date', 'pumpage'] as const;
export type PumpageSortColumn = (typeof PUMPAGE_SORT_COLUMNS)[number];

/** The pumpage filter, the body of POST GetAllWellPumpages. */
export const pumpageFilterSchema = z
  .object({
    /** First year, inclusive. */
    startDate: year,
    /** Last year, inclusive. */
    endDate: year,
    startDateTime: calendarDate,
    endDateTime: calendarDate,
    aquiferId: idListFilter(),
    wellUseId: idListFilter(),
    clientId: idListFilter(),
    parishId: idListFilter(),
    wellNumber: wellNumberSearch(),
    /** Each quarter once, however often it was sent: four at most reach the query. */
    quarter: z.array(quarterNumber()).default([]).transform(distinctQuarters),
    /*
     * Kept for the spec's filter shape; paging is governed by the query's page and rowsPerPage,
     * and "get all" is the client paging through every page (see PumpageTable's Select All).
     */
    pageNumber: z.number().int().positive().nullish(),
    pageSize: z.number().int().positive().nullish(),
    getAll: z.boolean().nullish(),
  })
  .refine(
    (filter) => filter.startDate === null || filter.endDate === null || filter.startDate <= filter.endDate,
    {
      path: ['endDate'],
      message: 'End year must not be before the start year',
    },
  )
  .refine(
    (filter) =>
      filter.startDateTime === null ||
      filter.endDateTime === null ||
      filter.startDateTime <= filter.endDateTime,
    { path: ['endDateTime'], message: 'End date must not be before the start date' },
  );
export type PumpageFilter = z.input<typeof pumpageFilterSchema>;
export type PumpageFilterInput = z.output<typeof pumpageFilterSchema>;

/** The query string of POST GetAllWellPumpages; page is 1-based. */
export const pumpagePageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  rowsPerPage: z.coerce
    .number()
    .int()
    .refine(
      (size) => (PUMPAGE_PAGE_SIZES as readonly number[]).includes(size),
      'Rows per page must be 25, 50 or 100',
    )
    .default(DEFAULT_PUMPAGE_PAGE_SIZE),
  sortBy: z.enum(PUMPAGE_SORT_COLUMNS).default('date'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
/** What a caller sends (the schema's input is `unknown` for the coerced numbers). */
export interface PumpagePageQuery {
  page?: number;
  rowsPerPage?: number;
  sortBy?: PumpageSortColumn;
  sortDirection?: 'asc' | 'desc';
}
export type PumpagePageQueryInput = z.output<typeof pumpagePageQuerySchema>;

/** A well pumpage row; date is YYYY-MM-DD, pumpage in thousands of gallons. */
export const wellPumpageRowSchema = z.object({
  id: z.number().int(),
  wellNumber: z.string(),
  client: z.string().nullable(),
  parish: z.string().nullable(),
  aquifer: z.string().nullable(),
  date: z.string(),
  pumpage: z.number(),
});
export type WellPumpageRow = z.infer<typeof wellPumpageRowSchema>;

export const wellPumpagePageSchema = z.object({
  message: z.string(),
  data: z.array(wellPumpageRowSchema),
  totalCount: z.number().int(),
});
export type WellPumpagePage = z.infer<typeof wellPumpagePageSchema>;

/** At most this many ids per delete: the JSON body stays well under the server's 2 MB limit. */
export const MAX_DELETE_IDS = 100_000;

/** POST DeleteWellPumpages: the ids of the daily rows to delete. */
export const deleteWellPumpagesSchema = z
  .array(z.number().int().positive())
  .min(1, 'No rows selected')
  .max(MAX_DELETE_IDS, `Delete at most ${MAX_DELETE_IDS.toLocaleString('en-US')} rows at a time`);

/** The spec's default text when a delete fails without a server message. */
export const DELETE_PUMPAGE_FAILURE = 'An error occurred while deleting well pumpages.';

const tag = 'Pumpage';

/** One page (1-based) of daily pumpage rows, scoped to the caller's clients. */
export const listWellPumpagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetAllWellPumpages',
  tag,
  description: 'One page (1-based) of daily pumpage rows, scoped to the caller’s clients.',
  access: { minLevel: ACCESS.ownerDashboard },
  query: pumpagePageQuerySchema,
  body: pumpageFilterSchema,
  response: wellPumpagePageSchema,
  responseKind: 'bulk-json',
});

export const deleteWellPumpagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/DeleteWellPumpages',
  tag,
  description:
    'Deletes daily rows and the hourly rows of the same well-days; 409 when an invoice was built from them.',
  access: { minLevel: ACCESS.staff },
  body: deleteWellPumpagesSchema,
  response: messageResponseSchema,
  moreErrors: [409],
});
