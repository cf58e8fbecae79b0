import {
  authenticateEndpoint,
  type AuthenticateResponse,
  captchaChallengeEndpoint,
  registerEndpoint,
  type RegisterRequest,
} from '../../../shared/contracts/users';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import type { SavedResponse } from '../../../shared/contracts/common';
import { api } from '../../lib/api';

export type SignInBody = EndpointInput<typeof authenticateEndpoint>['body'];

export function authenticate(body: SignInBody): Promise<AuthenticateResponse> {
  return api(authenticateEndpoint, { body });
}

export function register(body: RegisterRequest): Promise<SavedResponse> {
  return api(registerEndpoint, { body });
}

/** The widget fetches its proof-of-work challenge here (ALTCHA v2 challenge JSON). */
export const CAPTCHA_CHALLENGE_URL = captchaChallengeEndpoint.path;
