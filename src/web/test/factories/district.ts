import type { DistrictProfileRecord } from '../../../shared/contracts/district';

/** A district profile with the required fields only, unless told otherwise. */
export function districtProfile(overrides: Partial<DistrictProfileRecord> = {}): DistrictProfileRecord {
  return {
    name: 'Demo District',
    address1: '1 River Road',
    address2: null,
    city: 'Baton Rouge',
    state: 'LA',
    zipCode: '70816',
    phone: null,
    email: null,
    remitTo: null,
    ...overrides,
  };
}
