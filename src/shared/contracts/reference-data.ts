import { z } from 'zod';
import {
  ID_RANGE_MESSAGE,
  idParam,
  listResponseSchema,
  optionalText,
  PG_INTEGER_MAX,
  recordId,
  requestKeyQuerySchema,
  requiredText,
  savedResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import { ACCESS } from '../rules/access';

/**
 * The record to update, or none to create. A client written against the spec may send 0 or null
 * for a new record, so both mean "create" too.
 */
const savedRecordId = z
  .number()
  .int()
  .min(0)
  .max(PG_INTEGER_MAX, ID_RANGE_MESSAGE)
  .nullish()
  .transform((id) => (id ? id : undefined));

const isActiveField = z.boolean().default(true);

/** GET .../Get{Entity}ById?id */
export const referenceByIdQuerySchema = z.object({ id: idParam });

// Parish

export const parishSchema = z.object({ id: z.number().int(), parishId: z.string(), name: z.string() });
export type Parish = z.infer<typeof parishSchema>;

export const parishFormSchema = z.object({
  parishId: requiredText('Parish Id', 20, 'Parish Id is required'),
  name: requiredText('Name', 500, 'Name is required'),
});
export type ParishForm = z.input<typeof parishFormSchema>;

export const saveParishRequestSchema = parishFormSchema.extend({ id: savedRecordId });
export type SaveParishRequest = z.input<typeof saveParishRequestSchema>;

// Aquifer

export const aquiferSchema = z.object({
  id: z.number().int(),
  aquiferId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export type Aquifer = z.infer<typeof aquiferSchema>;

export const aquiferFormSchema = z.object({
  aquiferId: requiredText('Aquifer Id', 20, 'Aquifer Id is required'),
  name: requiredText('Name', 500),
  isActive: isActiveField,
});
export type AquiferForm = z.input<typeof aquiferFormSchema>;

export const saveAquiferRequestSchema = aquiferFormSchema.extend({ id: savedRecordId });
export type SaveAquiferRequest = z.input<typeof saveAquiferRequestSchema>;

// Well-use category

export const wellUseCategorySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  isActive: z.boolean(),
});
export type WellUseCategory = z.infer<typeof wellUseCategorySchema>;

export const wellUseCategoryFormSchema = z.object({
  description: requiredText('Description', 500, 'Description is required'),
  isActive: isActiveField,
});
export type WellUseCategoryForm = z.input<typeof wellUseCategoryFormSchema>;

export const saveWellUseCategoryRequestSchema = wellUseCategoryFormSchema.extend({ id: savedRecordId });
export type SaveWellUseCategoryRequest = z.input<typeof saveWellUseCategoryRequestSchema>;

// Well use

export const wellUseSchema = z.object({
  id: z.number().int(),
  wellUseId: z.string(),
  description: z.string().nullable(),
  classification: z.string().nullable(),
  wellUseCategoryId: z.number().int().nullable(),
  wellUseCategory: z.object({ description: z.string() }).nullable(),
  isActive: z.boolean(),
});
export type WellUse = z.infer<typeof wellUseSchema>;

/** The call's rules: classification and category may be null. */
export const saveWellUseRequestSchema = z.object({
  id: savedRecordId,
  wellUseId: requiredText('Well-Use Id', 20, 'Well-Use Id is required'),
  description: optionalText('Description', 500),
  classification: optionalText('Classification', 50),
  wellUseCategoryId: recordId('Category must be a number')
    .nullish()
    .transform((id) => id ?? null),
  isActive: isActiveField,
});
export type SaveWellUseRequest = z.input<typeof saveWellUseRequestSchema>;

/**
 * The form follows the call: classification is nullable (the old form merely
 * labelled it required), so a well use without one can be saved from the screen too.
 */
export const wellUseFormSchema = saveWellUseRequestSchema.omit({ id: true });
export type WellUseForm = z.input<typeof wellUseFormSchema>;

// Responses: lists are { message, data }; a record by id is { message, data } as well.

export const parishListResponseSchema = listResponseSchema(parishSchema);
export const parishResponseSchema = z.object({ message: z.string(), data: parishSchema });
export const aquiferListResponseSchema = listResponseSchema(aquiferSchema);
export const aquiferResponseSchema = z.object({ message: z.string(), data: aquiferSchema });
export const wellUseCategoryListResponseSchema = listResponseSchema(wellUseCategorySchema);
export const wellUseCategoryResponseSchema = z.object({ message: z.string(), data: wellUseCategorySchema });
export const wellUseListResponseSchema = listResponseSchema(wellUseSchema);
export const wellUseResponseSchema = z.object({ message: z.string(), data: wellUseSchema });

// Lookup lists feed the filters from the owner dashboard level up; only staff change them.
const readAccess = { minLevel: ACCESS.ownerDashboard };
const writeAccess = { minLevel: ACCESS.staff };

export const listParishesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Parish/GetParishes',
  tag: 'Parish',
  access: readAccess,
  response: parishListResponseSchema,
});
export const getParishEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Parish/GetParishById',
  tag: 'Parish',
  access: readAccess,
  query: referenceByIdQuerySchema,
  response: parishResponseSchema,
});
export const saveParishEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Parish/SaveParish',
  aliases: ['/api/SaveParish'],
  tag: 'Parish',
  access: writeAccess,
  query: requestKeyQuerySchema,
  body: saveParishRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

export const listAquifersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Aquifer/GetAquifers',
  tag: 'Aquifer',
  access: readAccess,
  response: aquiferListResponseSchema,
});
export const getAquiferEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Aquifer/GetAquiferById',
  tag: 'Aquifer',
  access: readAccess,
  query: referenceByIdQuerySchema,
  response: aquiferResponseSchema,
});
export const saveAquiferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Aquifer/SaveAquifer',
  tag: 'Aquifer',
  access: writeAccess,
  query: requestKeyQuerySchema,
  body: saveAquiferRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

export const listWellUseCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/WellUseCategory/GetWellUseCategories',
  tag: 'WellUseCategory',
  access: readAccess,
  response: wellUseCategoryListResponseSchema,
});
export const getWellUseCategoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/WellUseCategory/GetWellUseCategoryById',
  aliases: ['/api/GetWellUseCategoryById'],
  tag: 'WellUseCategory',
  access: readAccess,
  query: referenceByIdQuerySchema,
  response: wellUseCategoryResponseSchema,
});
export const saveWellUseCategoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/WellUseCategory/SaveWellUseCategory',
  aliases: ['/api/SaveWellUseCategory'],
  tag: 'WellUseCategory',
  access: writeAccess,
  query: requestKeyQuerySchema,
  body: saveWellUseCategoryRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

export const listWellUsesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/WellUse/GetWellUses',
  tag: 'WellUse',
  access: readAccess,
  response: wellUseListResponseSchema,
});
export const getWellUseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/WellUse/GetWellUseById',
  tag: 'WellUse',
  access: readAccess,
  query: referenceByIdQuerySchema,
  response: wellUseResponseSchema,
});
export const saveWellUseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/WellUse/SaveWellUse',
  tag: 'WellUse',
  access: writeAccess,
  query: requestKeyQuerySchema,
  body: saveWellUseRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});
