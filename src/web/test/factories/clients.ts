import type { ClientDetail, ClientUser } from '../../../shared/contracts/clients';

/** A stored client as GetClientById answers it, for the component tests. */
export function clientDetail(overrides: Partial<ClientDetail> = {}): ClientDetail {
  return {
    message: 'OK',
    id: 3,
    name: 'Red Stick Water Company',
    ownerId: '1003',
    registrationCode: 'RSWC-ABC123',
    isActive: true,
    isSelfSubmitting: true,
    contactName: 'Ann Landry',
    contactPhone: '(225)-555-0100',
    contactEmail: 'ann@redstick.test',
    contactName2: null,
    contactPhone2: null,
    contactEmail2: null,
    contactName3: null,
    contactPhone3: null,
    contactEmail3: null,
    address1: '100 Main Street',
    address2: null,
    city: 'Baton Rouge',
    state: 'LA',
    zipCode: '70801',
    location: 'Downtown',
    isPublic: false,
    users: [{ id: 21, name: 'Kevin Guidry', email: 'kevin@redstick.test', role: 'User' }],
    ...overrides,
  };
}

export const LOOSE_USER: ClientUser = { id: 44, name: 'Nell Loose', email: 'nell@loose.test', role: 'Owner' };
