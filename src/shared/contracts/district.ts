import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { optionalEmail, optionalPhone, postalAddressFields } from './clients';
import { messageResponseSchema, optionalText, requiredText } from './common';
import { defineEndpoint } from './endpoint';

/** The district as its invoices show it: the address block and where checks are sent. */
export const districtProfileSchema = z.object({
  name: requiredText('Name', 200),
  ...postalAddressFields(),
  phone: optionalPhone('Phone'),
  email: optionalEmail('Email'),
  remitTo: optionalText('Remit To', 500),
});
export type DistrictProfileInput = z.input<typeof districtProfileSchema>;
export type DistrictProfile = z.output<typeof districtProfileSchema>;

/** The stored profile as the API answers it. */
export const districtProfileRecordSchema = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  remitTo: z.string().nullable(),
});
export type DistrictProfileRecord = z.infer<typeof districtProfileRecordSchema>;

export const DISTRICT_PROFILE_SAVED = 'District profile saved';

const tag = 'District';

export const getDistrictProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetDistrictProfile',
  tag,
  description: 'The district’s name, address and remit-to; data is null until an Admin enters them.',
  access: { minLevel: ACCESS.ownerWells },
  response: z.object({ message: z.string(), data: districtProfileRecordSchema.nullable() }),
});

export const updateDistrictProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/UpdateDistrictProfile',
  tag,
  description: 'Saves the district profile (Admin only); audited.',
  access: { minLevel: ACCESS.admin },
  body: districtProfileSchema,
  response: messageResponseSchema,
});
