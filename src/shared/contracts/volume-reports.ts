import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { pageQuerySchema, pageResponseSchema } from './common';
import { defineEndpoint } from './endpoint';
import { pumpageFilterSchema } from './pumpage';

/** Report tables page size 5, Volume by Parish, Owner and Aquifer 3. */
export const VOLUMES_BY_POA_PAGE_SIZE = 3;
export const VOLUMES_BY_USE_PAGE_SIZE = 5;
export const MAX_VOLUME_PAGE_SIZE = 100;

/**
 * The body of both volume reports: the pumpage filter whose pageNumber (1-based)
 * and pageSize page the groups, and getAll answers every group (the CSV export).
 */
function volumeReportRequestSchema(defaultPageSize: number) {
  return pumpageFilterSchema.safeExtend({
    ...pageQuerySchema({
      names: { page: 'pageNumber', size: 'pageSize' },
      in: 'body',
      page: { check: 'positive', message: 'Page number must be 1 or more' },
      size: {
        min: 1,
        max: MAX_VOLUME_PAGE_SIZE,
        minMessage: 'Page size must be 1 or more',
        maxMessage: `Page size must be at most ${MAX_VOLUME_PAGE_SIZE}`,
        default: defaultPageSize,
      },
    }).shape,
    getAll: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  });
}

/** POST GetWellPumpageVolumesByClientByAquifer: groups of (parish, client, aquifer). */
export const volumesByPoaRequestSchema = volumeReportRequestSchema(VOLUMES_BY_POA_PAGE_SIZE);
/** POST GetWellPumpageVolumesByClientByWellUses: groups of (client, well use). */
export const volumesByUseRequestSchema = volumeReportRequestSchema(VOLUMES_BY_USE_PAGE_SIZE);
export type VolumeReportRequest = z.input<typeof volumesByPoaRequestSchema>;
export type VolumeReportRequestInput = z.output<typeof volumesByPoaRequestSchema>;

/** One well of a group: its pumpage over the period in thousands of gallons and its daily pump rate. */
export const volumeWellSchema = z.object({
  wellNumber: z.string(),
  aquifer: z.string().nullable(),
  client: z.string().nullable(),
  wellUse: z.string().nullable(),
  parish: z.string().nullable(),
  totalPumpage: z.number(),
  dailyPumpRate: z.number().nullable(),
});
export type VolumeWell = z.infer<typeof volumeWellSchema>;

/**
 * A volume item. The fields the report does not group by are null: by parish,
 * owner and aquifer has no wellUse; by well use has no parish or aquifer. The ids make a stable key.
 */
export const volumeGroupSchema = z.object({
  /** Null for the group of wells without a client (decision 0031). */
  clientId: z.number().int().nullable(),
  client: z.string().nullable(),
  parishId: z.number().int().nullable(),
  parish: z.string().nullable(),
  aquiferId: z.number().int().nullable(),
  aquifer: z.string().nullable(),
  wellUseId: z.number().int().nullable(),
  wellUse: z.string().nullable(),
  /** Sum of the group's wells, thousands of gallons. */
  totalPumpage: z.number(),
  wellPumpageByVolumeItemsResources: z.array(volumeWellSchema),
});
export type VolumeGroup = z.infer<typeof volumeGroupSchema>;

/** One page of groups (every group with getAll), and the count of groups the filter matches (all pages). */
export const volumeReportResponseSchema = pageResponseSchema(volumeGroupSchema, {
  total: 'totalRecords',
}).extend({
  /** Pumpage of every group the filter matches (all pages), thousands of gallons. */
  grandTotalPumpage: z.number(),
});
export type VolumeReportResponse = z.infer<typeof volumeReportResponseSchema>;

const PERIOD =
  'Pumpage in thousands of gallons over the period (years and/or dates); wells without pumpage in it are left out.';

export const volumesByClientByAquiferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetWellPumpageVolumesByClientByAquifer',
  tag: 'Reports',
  description: `One page of groups by parish, client and aquifer, each with its wells. ${PERIOD}`,
  access: { minLevel: ACCESS.staff },
  body: volumesByPoaRequestSchema,
  response: volumeReportResponseSchema,
  responseKind: 'bulk-json',
});

export const volumesByClientByWellUseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetWellPumpageVolumesByClientByWellUses',
  tag: 'Reports',
  description: `One page of groups by client and well use, each with its wells. ${PERIOD}`,
  access: { minLevel: ACCESS.staff },
  body: volumesByUseRequestSchema,
  response: volumeReportResponseSchema,
  responseKind: 'bulk-json',
});
