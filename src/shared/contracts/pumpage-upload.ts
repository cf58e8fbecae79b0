import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { defineEndpoint } from './endpoint';

/** The two layouts an upload file may have, recognised by its header row. */
export const PUMPAGE_FILE_KINDS = ['daily', 'hourly'] as const;
export type PumpageFileKind = (typeof PUMPAGE_FILE_KINDS)[number];

export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

/** The exact header of each layout; matching ignores case, spaces and underscores. */
export const PUMPAGE_FILE_HEADERS: Record<PumpageFileKind, readonly string[]> = {
  daily: ['WellNumber', 'Date', 'Pumpage'],
  hourly: ['WellNumber', 'Date', 'Hour', 'Pumpage'],
};

/** How many row errors the refusal message lists before "and N more errors". */
export const LISTED_ROW_ERRORS = 10;

export const NO_FILE_MESSAGE = 'Please select a file first.';

export const UPLOAD_ACCEPT = '.csv,.xlsx';

/** One refused row of an upload file: its 1-based line (row) number and what is wrong with it. */
export interface UploadRowError {
  line: number;
  message: string;
}

/** The answer to a good upload. */
export const uploadPumpageResponseSchema = z.object({
  message: z.string(),
  kind: z.enum(PUMPAGE_FILE_KINDS),
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
});
export type UploadPumpageResponse = z.infer<typeof uploadPumpageResponseSchema>;

export const pumpageTemplateQuerySchema = z.object({
  kind: z.enum(PUMPAGE_FILE_KINDS, { error: 'Kind must be daily or hourly' }),
  format: z.enum(TEMPLATE_FORMATS, { error: 'Format must be csv or xlsx' }),
});
export type PumpageTemplateQuery = z.infer<typeof pumpageTemplateQuerySchema>;

export function templateFileName(query: PumpageTemplateQuery): string {
  return `PumpageTemplate_${query.kind}.${query.format}`;
}

export function uploadedMessage(counts: { rows: number; inserted: number; updated: number }): string {
  return `Uploaded ${counts.rows} rows: ${counts.inserted} inserted, ${counts.updated} updated.`;
}

/** The refusal text: a count, the first errors one per line, and how many more there are. */
export function rowErrorsMessage(firstErrors: readonly UploadRowError[], total: number): string {
  const noun = total === 1 ? 'error' : 'errors';
  const lines = [`The file was not loaded because of ${total} ${noun}:`];
  for (const error of firstErrors.slice(0, LISTED_ROW_ERRORS)) {
    lines.push(`Line ${error.line}: ${error.message}`);
  }
  const rest = total - Math.min(firstErrors.length, LISTED_ROW_ERRORS);
  if (rest > 0) lines.push(`and ${rest} more ${rest === 1 ? 'error' : 'errors'}`);
  return lines.join('\n');
}

/** 'The file is larger than 50 MB.' with the limit in the largest whole unit. */
export function tooLargeMessage(maxBytes: number): string {
  const mb = 1024 * 1024;
  if (maxBytes % mb === 0) return `The file is larger than ${maxBytes / mb} MB.`;
  if (maxBytes % 1024 === 0) return `The file is larger than ${maxBytes / 1024} KB.`;
  return `The file is larger than ${maxBytes} bytes.`;
}

const tag = 'Pumpage';

export const pumpageUploadTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PumpageUploadTemplate',
  tag,
  description: 'The upload template of a layout (daily or hourly) as CSV or XLSX.',
  access: { minLevel: ACCESS.ownerDashboard },
  query: pumpageTemplateQuerySchema,
  responseKind: 'file',
});

export const uploadWellPumpagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/UploadWellPumpages',
  tag,
  description:
    'Multipart field `file`: CSV or XLSX with header WellNumber,Date,Pumpage (daily) or ' +
    'WellNumber,Date,Hour,Pumpage (hourly). The whole file is validated before anything is written.',
  access: { minLevel: ACCESS.ownerDashboard },
  multipart: true,
  response: uploadPumpageResponseSchema,
  moreErrors: [413],
});
