import { z } from 'zod';
import { ACCESS } from '../rules/access';
import {
  idParam,
  listResponseSchema,
  MAX_FILTER_IDS,
  optionalText,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  recordId,
  requestKeyQuerySchema,
  requiredText,
  savedResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';

export const REGISTRATION_CODE_LOCKED_MESSAGE = 'The registration code cannot be changed.';
export const CONTACT_EMAIL_MESSAGE = 'Please enter valid email';
export const ZIP_CODE_MESSAGE = 'Zip Code must be 5 digits';

const ZIP_PATTERN = /^\d{5}$/;

export function optionalPhone(label: string) {
  return optionalText(label, 20).refine(
    (value) => value === null || PHONE_PATTERN.test(value),
    PHONE_MESSAGE,
  );
}

export function optionalEmail(label: string) {
  return optionalText(label, 100).refine(
    (value) => value === null || z.email().safeParse(value).success,
    CONTACT_EMAIL_MESSAGE,
  );
}

/** A mailing address as clients and the district profile keep it. */
export function postalAddressFields() {
  return {
    address1: requiredText('Address', 150, 'Address is required'),
    address2: optionalText('Address 2', 150),
    city: requiredText('City', 150, 'City is required'),
    state: requiredText('State', 50),
    zipCode: requiredText('Zip Code', 10).regex(ZIP_PATTERN, ZIP_CODE_MESSAGE),
  };
}

/**
 * The client form and the CreateClient / UpdateClient bodies. The flags (active, self-submitting,
 * public) are optional: staff send them, owners leave them out and the stored values stay.
 */
export const clientSaveSchema = z.object({
  id: recordId().nullish(),
  name: requiredText('Name', 500),
  ownerId: optionalText('Owner Id', 50),
  registrationCode: requiredText('Registration Code', 20),
  isActive: z.boolean().optional(),
  isSelfSubmitting: z.boolean().optional(),
  /** Staff mark a client public (a municipal water system): its name is then shown on the public pages. */
  isPublic: z.boolean().optional(),
  contactName: optionalText('Contact Name', 150),
  contactPhone: optionalPhone('Contact Phone'),
  contactEmail: optionalEmail('Contact Email'),
  contactName2: optionalText('Contact Name 2', 150),
  contactPhone2: optionalPhone('Contact Phone 2'),
  contactEmail2: optionalEmail('Contact Email 2'),
  contactName3: optionalText('Contact Name 3', 150),
  contactPhone3: optionalPhone('Contact Phone 3'),
  contactEmail3: optionalEmail('Contact Email 3'),
  ...postalAddressFields(),
  location: optionalText('Location', 500),
});
export type ClientSaveInput = z.input<typeof clientSaveSchema>;
export type ClientSave = z.output<typeof clientSaveSchema>;

/** PUT Client/UpdateClient: the same body with the id of the client to change. */
export const clientUpdateSchema = clientSaveSchema.extend({
  id: recordId('Client id is required'),
});
export type ClientUpdate = z.output<typeof clientUpdateSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: z.string().nullable(),
  registrationCode: z.string(),
  isActive: z.boolean(),
  isSelfSubmitting: z.boolean(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactName2: z.string().nullable(),
  contactPhone2: z.string().nullable(),
  contactEmail2: z.string().nullable(),
  contactName3: z.string().nullable(),
  contactPhone3: z.string().nullable(),
  contactEmail3: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  location: z.string().nullable(),
});
export type Client = z.infer<typeof clientSchema>;

/** A user as the client users table and the assign modal show it; role lists the role names. */
export const clientUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type ClientUser = z.infer<typeof clientUserSchema>;

/** GET Client/GetClientById: the client with its users, and the message every answer carries. */
export const clientDetailResponseSchema = clientSchema.extend({
  message: z.string(),
  /** The client's name is shown on the public pages (staff set it; false unless they did). */
  isPublic: z.boolean(),
  users: z.array(clientUserSchema),
});
export type ClientDetail = z.infer<typeof clientDetailResponseSchema>;

/** What GetAllClients gives below level 40 (clientListView): the client's name, no code or contacts. */
export const clientSummarySchema = clientSchema.pick({ id: true, name: true, isActive: true });
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** Whether a listed client came in full (staff and owner managers) rather than by name only. */
export function isFullClient(client: Client | ClientSummary): client is Client {
  return 'registrationCode' in client;
}

export const clientListResponseSchema = listResponseSchema(z.union([clientSchema, clientSummarySchema]));
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const unassignedUsersResponseSchema = listResponseSchema(clientUserSchema);
export type UnassignedUsersResponse = z.infer<typeof unassignedUsersResponseSchema>;

/** GET Client/GetAllClients?isActive: 'true' or 'false'; absent lists every client. */
export const clientListQuerySchema = z.object({ isActive: z.stringbool().optional() });

export const clientIdQuerySchema = z.object({ clientId: idParam });

export const removeUserAssignmentQuerySchema = z.object({ clientId: idParam, userId: idParam });

/** POST Client/AssignClientUsers {clientId, users: [user ids]}. */
export const assignClientUsersSchema = z.object({
  clientId: recordId('Client id is required'),
  users: z
    .array(recordId(), { error: 'Select at least one user.' })
    .min(1, 'Select at least one user.')
    .max(MAX_FILTER_IDS, `Assign at most ${MAX_FILTER_IDS.toLocaleString('en-US')} users at a time`),
});
export type AssignClientUsers = z.infer<typeof assignClientUsersSchema>;

const tag = 'Clients';

/** Below staff level the list holds the caller's own clients, by name only. */
export const listClientsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Client/GetAllClients',
  tag,
  access: { minLevel: ACCESS.ownerWells },
  query: clientListQuerySchema,
  response: clientListResponseSchema,
});

/** Owner managers read their own clients only. */
export const getClientEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Client/GetClientById',
  tag,
  access: { minLevel: ACCESS.clientManager },
  query: clientIdQuerySchema,
  response: clientDetailResponseSchema,
});

export const createClientEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Client/CreateClient',
  tag,
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: clientSaveSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

/** Owner managers update their own clients; the staff-only flags keep their stored values. */
export const updateClientEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Client/UpdateClient',
  tag,
  access: { minLevel: ACCESS.clientManager },
  body: clientUpdateSchema,
  response: savedResponseSchema,
});

export const removeUserAssignmentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/Client/RemoveUserAssignment',
  tag,
  access: { minLevel: ACCESS.staff },
  changesCallers: true,
  query: removeUserAssignmentQuerySchema,
  response: savedResponseSchema,
});

export const assignClientUsersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Client/AssignClientUsers',
  tag,
  access: { minLevel: ACCESS.staff },
  changesCallers: true,
  body: assignClientUsersSchema,
  response: savedResponseSchema,
});

/** Users without a client and without a staff role: the ones a client can be given. */
export const listUnassignedUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Users/GetAllUnAssignedUsers',
  tag: 'Users',
  access: { minLevel: ACCESS.staff },
  response: unassignedUsersResponseSchema,
});
