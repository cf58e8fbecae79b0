import { z } from 'zod';
import { ACCESS } from '../rules/access';
import {
  calendarDate,
  idParam,
  listResponseSchema,
  pageQuerySchema,
  pageResponseSchema,
  storableText,
} from './common';
import { defineEndpoint } from './endpoint';

/** The kinds of record whose changes are audited, as the audit log's filter offers them. */
export const AUDITED_ENTITIES = [
  'invoice',
  'well',
  'pumpage',
  'user',
  'client',
  'aquifer',
  'parish',
  'well-use',
  'well-use-category',
  'district',
  'accounting',
  'district-cut',
  'permit-settings',
  'exemption-rules',
  'rate',
  'billing-terms',
  'public-data-settings',
  'api-key',
  'monitoring-well',
  'measurement',
] as const;

/** One audited change: who, when, what, and the record before and after (null where none). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  /** "First Last (email)", or null for the system (the scheduled job). */
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export const AUDIT_DATES_MESSAGE = 'The end date must not be before the start date';

export const auditLogQuerySchema = z
  .object({
    entity: storableText('Entity').max(50).optional(),
    entityId: storableText('Record').max(50).optional(),
    userId: idParam.optional(),
    /** District days, inclusive. */
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    ...pageQuerySchema({ size: { choices: AUDIT_PAGE_SIZES } }).shape,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: AUDIT_DATES_MESSAGE,
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = pageResponseSchema(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const tag = 'Audit';

export const listAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetAuditLog',
  tag,
  description: 'Every audited change, newest first, filtered by entity, user and day (Admin only).',
  access: { minLevel: ACCESS.admin },
  query: auditLogQuerySchema,
  response: auditLogPageSchema,
});

export const invoiceHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetInvoiceHistory',
  tag,
  description: 'The changes made to one invoice, newest first (staff).',
  access: { minLevel: ACCESS.staff },
  query: z.object({ invoiceId: idParam }),
  response: listResponseSchema(auditEntrySchema),
});
