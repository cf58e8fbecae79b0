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
  /** When the logo was last changed (the web adds it to the logo's address); null without a logo. */
  logoUpdatedAt: z.string().nullable().optional(),
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

/** The largest logo taken: a letterhead image, not a photograph. */
export const MAX_LOGO_BYTES = 200 * 1024;
export const LOGO_MESSAGE = `The logo must be a PNG or JPEG image of at most ${MAX_LOGO_BYTES / 1024} KB`;
export const DISTRICT_LOGO_SAVED = 'District logo saved';
export const DISTRICT_LOGO_REMOVED = 'District logo removed';

export const updateDistrictLogoEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/UpdateDistrictLogo',
  tag,
  description:
    'Sets the logo printed on invoices (a PNG or JPEG as a data URL), or removes it with null (Admin only); audited.',
  access: { minLevel: ACCESS.admin },
  body: z.object({
    logo: z
      .string()
      .max(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 40, LOGO_MESSAGE)
      .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, LOGO_MESSAGE)
      .nullable(),
  }),
  response: messageResponseSchema,
});

export const districtLogoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetDistrictLogo',
  tag,
  description: 'The district’s logo image; public, as it is printed on every invoice. 404 without one.',
  access: 'public',
  responseKind: 'file',
});
