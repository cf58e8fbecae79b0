import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { idListFilter, quarterNumber, wellNumberSearch } from './common';
import { defineEndpoint } from './endpoint';
import { FIRST_YEAR } from '../rules/years';
import { distinctQuarters, quarterDateRange, type Quarter } from '../rules/quarters';

/** The compliance report and its export need at least one quarter. */
export const QUARTER_REQUIRED_MESSAGE = 'Please select at least one quarter.';
export const QUARTER_RANGE_MESSAGE = 'Quarters are 1 to 4';
/** The chosen year and the two before it. */
export const COMPLIANCE_YEAR_COUNT = 3;

const quarterList = z
  .array(quarterNumber(QUARTER_RANGE_MESSAGE), { error: QUARTER_REQUIRED_MESSAGE })
  .min(1, QUARTER_REQUIRED_MESSAGE)
  .transform(distinctQuarters);

/**
 * POST GetComplianceReport: the year, the quarters to show, and the well filters. The quarters
 * come as the spec's `quarter`; `quarters`, which the app used to send, stays an alias.
 * Either way the parsed filter carries them as `quarters`.
 */
export const complianceReportRequestSchema = z
  .object({
    year: z
      .number({ error: 'Year is required' })
      .int()
      .min(FIRST_YEAR, `Year must be ${FIRST_YEAR} or later`)
      .max(9999),
    quarter: quarterList.optional(),
    quarters: quarterList.optional(),
    /** Part of a well number, any case. */
    wellNumber: wellNumberSearch(),
    clientId: idListFilter(),
    aquiferId: idListFilter(),
  })
  .transform(({ quarter, quarters, ...filter }, context) => {
    const chosen = quarter ?? quarters;
    if (chosen) return { ...filter, quarters: chosen };
    context.addIssue({ code: 'custom', path: ['quarter'], message: QUARTER_REQUIRED_MESSAGE });
    return z.NEVER;
  });
export type ComplianceReportRequest = z.input<typeof complianceReportRequestSchema>;
export type ComplianceReportFilter = z.output<typeof complianceReportRequestSchema>;

/** Query values arrive as text; comma lists ("1,3") and repeated keys both work. */
function commaList(message: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, context) => {
      const parts = [value ?? []]
        .flat()
        .join(',')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.every((part) => /^\d+$/.test(part))) return parts.map(Number);
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .describe('A comma list, e.g. 1,3');
}

/**
 * GET DownloadComplianceReport?year&quarterString: the same filter as the JSON call, in the query
 * string, plus the screen's optional filters as comma lists.
 */
export const complianceDownloadQuerySchema = z
  .object({
    year: z.coerce.number({ error: 'Year is required' }),
    quarterString: commaList(QUARTER_RANGE_MESSAGE),
    wellNumber: z.string().optional(),
    clientId: commaList('Client ids are numbers'),
    aquiferId: commaList('Aquifer ids are numbers'),
  })
  .transform((query, context) => {
    const parsed = complianceReportRequestSchema.safeParse({ ...query, quarter: query.quarterString });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const path = issue.path[0] === 'quarter' ? ['quarterString'] : issue.path;
      context.addIssue({ code: 'custom', path, message: issue.message });
    }
    return z.NEVER;
  });
export type ComplianceDownloadQuery = z.input<typeof complianceDownloadQuerySchema>;

/**
 * A well's pumpage (kgal) per quarter of one year. Only the chosen quarters are present; null means
 * the quarter has no daily row at all (missing), while a reported zero stays 0.
 */
export const complianceYearSchema = z.object({
  year: z.number().int(),
  q1: z.number().nullable().optional(),
  q2: z.number().nullable().optional(),
  q3: z.number().nullable().optional(),
  q4: z.number().nullable().optional(),
});
export type ComplianceYear = z.infer<typeof complianceYearSchema>;

/** WellNumber, client, aquifer and q1 to q4 for three consecutive years. */
export const complianceRowSchema = z.object({
  wellId: z.number().int(),
  wellNumber: z.string(),
  client: z.string().nullable(),
  aquifer: z.string().nullable(),
  /** One entry per year of the report's `years`, oldest first. */
  pumpage: z.array(complianceYearSchema),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

export const complianceReportSchema = z.object({
  message: z.string(),
  /** The chosen year and the two before it, oldest first. */
  years: z.array(z.number().int()),
  /** The chosen quarters, ascending. */
  quarters: z.array(z.number().int()),
  /** The district's today (YYYY-MM-DD) the report was built on; quarters not over by then are not due. */
  asOf: z.string(),
  data: z.array(complianceRowSchema),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

export function quarterKey(quarter: Quarter): 'q1' | 'q2' | 'q3' | 'q4' {
  return `q${quarter}`;
}

/** A quarter is over (and its report due) from the first day of the next quarter on. */
export function isQuarterOver(year: number, quarter: Quarter, asOf: string): boolean {
  return quarterDateRange(year, quarter).end <= asOf;
}

/**
 * What a report cell says: reported pumpage, missing (a quarter that is over with no daily row), or
 * not due yet (a quarter not over; it may carry the pumpage reported so far).
 */
export type ComplianceCell =
  | { status: 'reported'; pumpage: number }
  | { status: 'missing' }
  | { status: 'notDue'; pumpage: number | null };

export function complianceCell(
  entry: ComplianceYear | undefined,
  quarter: Quarter,
  asOf: string,
): ComplianceCell {
  return complianceCellOf(entry, quarter, entry !== undefined && isQuarterOver(entry.year, quarter, asOf));
}

/** complianceCell with whether the quarter is over already decided, as an export does once per column. */
export function complianceCellOf(
  entry: ComplianceYear | undefined,
  quarter: Quarter,
  quarterOver: boolean,
): ComplianceCell {
  const pumpage = entry?.[quarterKey(quarter)] ?? null;
  if (!entry || !quarterOver) return { status: 'notDue', pumpage };
  return pumpage === null ? { status: 'missing' } : { status: 'reported', pumpage };
}

/** The columns of the report: every chosen quarter of every year, oldest first. */
export function complianceColumns(report: Pick<ComplianceReport, 'years' | 'quarters'>) {
  const quarters = distinctQuarters(report.quarters);
  return report.years.flatMap((year, yearIndex) =>
    quarters.map((quarter) => ({ year, yearIndex, quarter, label: `${year} Q${quarter}` })),
  );
}
export type ComplianceColumn = ReturnType<typeof complianceColumns>[number];

/** The export's file name. */
export function complianceReportFileName(year: number): string {
  return `ComplianceReport_${year}.xlsx`;
}

export const complianceReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetComplianceReport',
  tag: 'Reports',
  description:
    'Every active well the filters match with its pumpage (kgal) per chosen quarter of the year ' +
    'and the two before it; null is a quarter without any daily row (missing), 0 a reported zero.',
  access: { minLevel: ACCESS.staff },
  body: complianceReportRequestSchema,
  response: complianceReportSchema,
  responseKind: 'bulk-json',
});

export const downloadComplianceReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/DownloadComplianceReport',
  tag: 'Reports',
  description:
    'The compliance report as ComplianceReport_{year}.xlsx. quarterString, clientId and aquiferId ' +
    'are comma lists (e.g. quarterString=1,3).',
  access: { minLevel: ACCESS.staff },
  query: complianceDownloadQuerySchema,
  responseKind: 'file',
});
