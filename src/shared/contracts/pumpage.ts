import { z } from 'zod';
import {
  DATE_MESSAGE,
  idListFilter,
  idParam,
  isCalendarDate,
  messageResponseSchema,
  pageQuerySchema,
  pageResponseSchema,
  quarterNumber,
  wellNumberSearch,
} from './common';
import { defineEndpoint } from './endpoint';
import { ACCESS } from '../rules/access';
import { MAX_KGAL_PER_MONTH, tooMuchPumpageReason } from '../rules/pumpage-bounds';
import { distinctQuarters, type Quarter } from '../rules/quarters';
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
export const DEFAULT_PUMPAGE_PAGE_SIZE = PUMPAGE_PAGE_SIZES[0];
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
export const pumpagePageQuerySchema = pageQuerySchema({
  names: { page: 'page', size: 'rowsPerPage' },
  page: { check: 'positive' },
  size: { choices: PUMPAGE_PAGE_SIZES },
}).extend({
  sortBy: z.enum(PUMPAGE_SORT_COLUMNS).default('date'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
/** What a caller sends. */
export type PumpagePageQuery = z.input<typeof pumpagePageQuerySchema>;
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

export const wellPumpagePageSchema = pageResponseSchema(wellPumpageRowSchema);
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

/* ---------- The pumpage update form: one well's quarter, month by month ---------- */

/** The spec's text for a month that is missing, no number or negative. */
export const QUARTER_PUMPAGE_MESSAGE = 'Please enter valid pumpage';
export const QUARTER_MONTH_TOO_MUCH = `Pumpage ${tooMuchPumpageReason('month')}`;
export const QUARTER_MESSAGE = 'Quarter must be 1, 2, 3 or 4';
export const LAST_QUARTER_YEAR = 9999;
export const QUARTER_YEAR_MESSAGE = `Year must be a whole number from ${FIRST_YEAR} to ${LAST_QUARTER_YEAR}`;

const quarterYearParam = z.coerce
  .number<number>({ error: QUARTER_YEAR_MESSAGE })
  .int(QUARTER_YEAR_MESSAGE)
  .min(FIRST_YEAR, QUARTER_YEAR_MESSAGE)
  .max(LAST_QUARTER_YEAR, QUARTER_YEAR_MESSAGE);
const quarterParam = z.coerce
  .number<number>({ error: QUARTER_MESSAGE })
  .int(QUARTER_MESSAGE)
  .min(1, QUARTER_MESSAGE)
  .max(4, QUARTER_MESSAGE)
  .transform((quarter) => quarter as Quarter);

/** Which well and quarter, in the query of PUT UpdateWellQuarterPumpage. */
export const wellQuarterQuerySchema = z.object({
  wellId: idParam,
  year: quarterYearParam,
  quarter: quarterParam,
});
export type WellQuarterQuery = z.input<typeof wellQuarterQuerySchema>;
export type WellQuarterQueryInput = z.output<typeof wellQuarterQuerySchema>;

export const WELL_QUARTER_LOOKUP_MESSAGE = 'Give wellId, year and quarter, or the pumpageId of a daily row';
export const PUMPAGE_ROW_NOT_FOUND = 'Pumpage row not found.';

/**
 * The query of GET GetWellQuarterPumpage: the well, year and quarter, or (ours) `pumpageId`, a
 * daily row of the pumpage table, for the quarter of that row's well and date: the table's rows
 * name the well by number only.
 */
export const wellQuarterLookupSchema = z
  .object({
    wellId: idParam.optional(),
    year: quarterYearParam.optional(),
    quarter: quarterParam.optional(),
    pumpageId: idParam.optional(),
  })
  .superRefine((query, context) => {
    const given = [query.wellId, query.year, query.quarter].filter((value) => value !== undefined).length;
    const valid = query.pumpageId === undefined ? given === 3 : given === 0;
    if (!valid) context.addIssue({ code: 'custom', path: ['wellId'], message: WELL_QUARTER_LOOKUP_MESSAGE });
  });
export type WellQuarterLookup = z.input<typeof wellQuarterLookupSchema>;
export type WellQuarterLookupInput = z.output<typeof wellQuarterLookupSchema>;

/** One month's total in thousands of gallons (three decimals kept), at most what a well can pump. */
const quarterMonthPumpage = z
  .number({ error: QUARTER_PUMPAGE_MESSAGE })
  .min(0, QUARTER_PUMPAGE_MESSAGE)
  .max(MAX_KGAL_PER_MONTH, QUARTER_MONTH_TOO_MUCH);

/** The body of PUT UpdateWellQuarterPumpage: the quarter's three months, in calendar order. */
export const quarterPumpageSchema = z.object({
  pumpageMonth1: quarterMonthPumpage,
  pumpageMonth2: quarterMonthPumpage,
  pumpageMonth3: quarterMonthPumpage,
});
export type QuarterPumpage = z.infer<typeof quarterPumpageSchema>;

/** A month of the quarter: its number (1 to 12) and its total in thousands of gallons. */
export const monthPumpageSchema = z.object({ month: z.number().int(), pumpage: z.number() });

export const wellQuarterPumpageSchema = z.object({
  message: z.string(),
  data: z.object({
    wellId: z.number().int(),
    wellNumber: z.string(),
    year: z.number().int(),
    quarter: z.number().int(),
    months: z.array(monthPumpageSchema),
  }),
});
export type WellQuarterPumpage = z.infer<typeof wellQuarterPumpageSchema>['data'];

export const getWellQuarterPumpageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetWellQuarterPumpage',
  tag,
  description:
    'One well’s pumpage of each month of a quarter, in thousands of gallons (staff): by wellId, ' +
    'year and quarter, or by pumpageId, the quarter of that daily row’s well and date.',
  access: { minLevel: ACCESS.staff },
  query: wellQuarterLookupSchema,
  response: wellQuarterPumpageSchema,
});

export const updateWellQuarterPumpageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/UpdateWellQuarterPumpage',
  tag,
  description:
    'Sets each month’s total of one well’s quarter: its rows scaled in proportion (a metered day ' +
    'through its hours), an empty month spread evenly; 409 when an invoice was built from the quarter.',
  access: { minLevel: ACCESS.staff },
  query: wellQuarterQuerySchema,
  body: quarterPumpageSchema,
  response: messageResponseSchema,
  moreErrors: [409],
});
