import { z } from 'zod';
import { ACCESS } from '../rules/access';
import {
  MAX_FILTER_IDS,
  numericColumnNumber,
  pageQuerySchema,
  pageResponseSchema,
  recordId,
  requiredText,
  savedResponseSchema,
  wellNumberSearch,
} from './common';
import { defineEndpoint } from './endpoint';
import { WELL_DEPTH_COLUMN } from './wells';

const tag = 'Exemptions';

export const EXEMPTION_RULES_SAVED = 'Exemption rules saved';

/** The largest capacity rule: a billion gallons a day, far above what any well pumps. */
export const MAX_EXEMPT_CAPACITY_GALLONS_PER_DAY = 1_000_000_000;

/** The longest reason staff give for marking a well exempt or clearing it. */
export const MAX_EXEMPTION_REASON_LENGTH = 500;

function ruleIds(label: string, kind: string) {
  const message = `${label} take ${kind} ids`;
  return z
    .array(recordId(message), { error: message })
    .max(MAX_FILTER_IDS, `${label}: choose at most ${MAX_FILTER_IDS.toLocaleString('en-US')}`)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
}

/** The rules as the Admin saves them: each number null for no rule, each list empty for none. */
export const saveExemptionRulesRequestSchema = z.object({
  /** Wells shallower than this many feet are exempt (strictly: a well of exactly this depth is not). */
  maxDepthFeet: numericColumnNumber('Depth', WELL_DEPTH_COLUMN)
    .positive('Depth must be more than 0 feet; leave it empty for no depth rule')
    .nullable(),
  aquiferIds: ruleIds('Exempt aquifers', 'aquifer'),
  wellUseCategoryIds: ruleIds('Exempt well-use categories', 'well-use category'),
  /** Wells able to pump less than this many gallons a day are exempt. */
  minCapacityGallonsPerDay: z
    .number({ error: 'Capacity must be a whole number of gallons a day' })
    .int('Capacity must be a whole number of gallons a day')
    .positive('Capacity must be more than 0 gallons a day; leave it empty for no capacity rule')
    .max(
      MAX_EXEMPT_CAPACITY_GALLONS_PER_DAY,
      `Capacity can be at most ${MAX_EXEMPT_CAPACITY_GALLONS_PER_DAY.toLocaleString('en-US')} gallons a day`,
    )
    .nullable(),
});
export type SaveExemptionRulesRequest = z.input<typeof saveExemptionRulesRequestSchema>;

export const exemptionRulesSchema = z.object({
  maxDepthFeet: z.number().nullable(),
  aquiferIds: z.array(z.number().int()),
  wellUseCategoryIds: z.array(z.number().int()),
  minCapacityGallonsPerDay: z.number().int().nullable(),
  /** Who saved them last; null for the rules the district started with. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ExemptionRulesRow = z.infer<typeof exemptionRulesSchema>;

export const exemptionRulesResponseSchema = z.object({ message: z.string(), data: exemptionRulesSchema });
export type ExemptionRulesResponse = z.infer<typeof exemptionRulesResponseSchema>;

export const getExemptionRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Exemption/GetExemptionRules',
  tag,
  description:
    "The district's exemption rules: depth in feet and capacity in gallons a day (wells below either are exempt), and the aquifers and well-use categories marked exempt.",
  access: { minLevel: ACCESS.staff },
  response: exemptionRulesResponseSchema,
});

export const saveExemptionRulesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Exemption/SaveExemptionRules',
  tag,
  description:
    "Replaces the exemption rules (Admin only). The rules change no well's flag: staff review and set each. Audited.",
  access: { minLevel: ACCESS.admin },
  body: saveExemptionRulesRequestSchema,
  response: savedResponseSchema,
});

/** Which wells the review lists: every well, or those the rules and the well's flag disagree on. */
export const EXEMPTION_REVIEW_SHOWS = ['differs', 'all'] as const;
export type ExemptionReviewShow = (typeof EXEMPTION_REVIEW_SHOWS)[number];

export const EXEMPTION_REVIEW_PAGE_SIZES = [25, 50, 100] as const;
export const EXEMPTION_REVIEW_SORTS = [
  'wellNumber',
  'client',
  'aquifer',
  'wellUse',
  'wellDepth',
  'capacity',
] as const;
export type ExemptionReviewSort = (typeof EXEMPTION_REVIEW_SORTS)[number];

export const exemptionReviewQuerySchema = z.object({
  show: z.enum(EXEMPTION_REVIEW_SHOWS, { error: 'Show is differs or all' }).default('differs'),
  wellNumber: wellNumberSearch(),
  sort: z
    .enum(EXEMPTION_REVIEW_SORTS, { error: `Sort is one of ${EXEMPTION_REVIEW_SORTS.join(', ')}` })
    .default('wellNumber'),
  direction: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc' }).default('asc'),
  ...pageQuerySchema({ size: { choices: EXEMPTION_REVIEW_PAGE_SIZES } }).shape,
});
export type ExemptionReviewQuery = z.input<typeof exemptionReviewQuerySchema>;

export const exemptionReviewRowSchema = z.object({
  wellId: z.number().int(),
  wellNumber: z.string(),
  /** Null for a well without a client. */
  clientName: z.string().nullable(),
  aquiferName: z.string().nullable(),
  wellUseName: z.string().nullable(),
  /** In feet. */
  wellDepth: z.number().nullable(),
  /** The daily pump rate in gallons a day (the well keeps it in thousands). */
  capacityGallonsPerDay: z.number().nullable(),
  /** The well's flag is 'E': its pumpage is not billed. */
  flaggedExempt: z.boolean(),
  /** A rule marks the well exempt. */
  ruleExempt: z.boolean(),
  /** The rules that mark it exempt, as short texts; empty when none does. */
  reasons: z.array(z.string()),
});
export type ExemptionReviewRow = z.infer<typeof exemptionReviewRowSchema>;

export const exemptionReviewResponseSchema = pageResponseSchema(exemptionReviewRowSchema).extend({
  /** Of the wells the well-number search matches: how many the rules mark exempt, and how many differ. */
  counts: z.object({ matches: z.number().int(), differs: z.number().int() }),
});
export type ExemptionReviewResponse = z.infer<typeof exemptionReviewResponseSchema>;

export const getExemptionReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Exemption/GetExemptionReview',
  tag,
  description:
    'The wells with what the exemption rules say of each beside their flag: by default those that differ (exempt by rule but not flagged, or flagged with no rule matching).',
  access: { minLevel: ACCESS.staff },
  query: exemptionReviewQuerySchema,
  response: exemptionReviewResponseSchema,
});

export const setWellExemptionRequestSchema = z.object({
  wellId: recordId('Well must be a well id'),
  exempt: z.boolean({ error: 'Exempt must be true or false' }),
  reason: requiredText('Reason', MAX_EXEMPTION_REASON_LENGTH),
});
export type SetWellExemptionRequest = z.input<typeof setWellExemptionRequestSchema>;

export const setWellExemptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Exemption/SetWellExemption',
  tag,
  description:
    "Marks a well exempt (flag 'E') or clears the flag, with the reason, which the audit log keeps. Invoices read the flag as always.",
  access: { minLevel: ACCESS.staff },
  body: setWellExemptionRequestSchema,
  response: savedResponseSchema,
});
