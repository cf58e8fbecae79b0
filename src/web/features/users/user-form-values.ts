import type { AddUserRequest } from '../../../shared/contracts/user-admin';

/** The fields the New User and Edit User forms share; both forms provide them through FormProvider. */
export type UserProfileValues = Pick<
  AddUserRequest,
  'firstName' | 'lastName' | 'email' | 'phone' | 'roleIds' | 'clientId' | 'registrationCode'
>;
