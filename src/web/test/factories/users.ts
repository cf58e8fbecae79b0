import type { UserRow } from '../../../shared/contracts/user-admin';
import type { Role } from '../../../shared/contracts/users';
import { jsonResponse } from '../api-mock';
import type { ClientOption } from '../../features/users/api';

/** Test data for the Users screens, shaped as the API answers. */
export const ROLES: Role[] = [
  { id: 4, name: 'User', accessLevel: 10 },
  { id: 3, name: 'Owner', accessLevel: 40 },
  { id: 2, name: 'Researcher', accessLevel: 50 },
  { id: 1, name: 'Admin', accessLevel: 100 },
];

/** What GET Roles/GetAllRoles answers below staff level. */
export const ROLES_BELOW_STAFF = ROLES.filter((role) => role.name !== 'Admin');

export const CLIENTS: ClientOption[] = [
  { id: 1, name: 'Red Stick Water Company', registrationCode: 'RSWC-001' },
  { id: 2, name: 'Bayou Farms', registrationCode: 'BAYOU-02' },
];

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 11,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@demo.test',
    username: 'grace@demo.test',
    phone: '(225)-555-0100',
    roleIds: [4],
    role: 'User',
    clientId: 1,
    client: 'Red Stick Water Company',
    registrationCode: 'RSWC-001',
    isActive: true,
    dateRegistered: '2024-03-05T15:00:00.000Z',
    ...overrides,
  };
}

export const listOf =
  <T>(data: T[]) =>
  () =>
    jsonResponse({ message: 'OK', data });
