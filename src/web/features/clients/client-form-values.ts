import type { Client, ClientSaveInput } from '../../../shared/contracts/clients';

/**
 * The form's starting values: a stored client's, or empty for a new one (active by default, not
 * public). A client as the list gives it carries no public flag: it reads as not public.
 */
export function clientFormValues(client?: Client & { isPublic?: boolean }): ClientSaveInput {
  return {
    id: client?.id ?? null,
    name: client?.name ?? '',
    ownerId: client?.ownerId ?? '',
    registrationCode: client?.registrationCode ?? '',
    isActive: client?.isActive ?? true,
    isSelfSubmitting: client?.isSelfSubmitting ?? false,
    isPublic: client?.isPublic ?? false,
    contactName: client?.contactName ?? '',
    contactPhone: client?.contactPhone ?? '',
    contactEmail: client?.contactEmail ?? '',
    contactName2: client?.contactName2 ?? '',
    contactPhone2: client?.contactPhone2 ?? '',
    contactEmail2: client?.contactEmail2 ?? '',
    contactName3: client?.contactName3 ?? '',
    contactPhone3: client?.contactPhone3 ?? '',
    contactEmail3: client?.contactEmail3 ?? '',
    address1: client?.address1 ?? '',
    address2: client?.address2 ?? '',
    city: client?.city ?? '',
    state: client?.state ?? '',
    zipCode: client?.zipCode ?? '',
    location: client?.location ?? '',
  };
}
