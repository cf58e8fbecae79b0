import type { MessageResponse } from '../../../shared/contracts/common';
import type { AuthenticateResponse } from '../../../shared/contracts/users';
import { api } from '../../lib/api';

export interface SignInBody {
  email: string;
  password: string;
  /** A solved captcha, once the server has asked for one (code 'captcha-required'). */
  reCAPTCHAToken?: string;
}

export function authenticate(body: SignInBody): Promise<AuthenticateResponse> {
  return api.post<AuthenticateResponse>('Users/Authenticate', body);
}

export interface RegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  phone: string | null;
  password: string;
  confirmPassword: string;
  registrationCode: string;
  isActive: true;
  reCAPTCHAToken: string;
}

export function register(body: RegisterBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('Users/Register', body);
}

/** The widget fetches its proof-of-work challenge here (ALTCHA v2 challenge JSON). */
export const CAPTCHA_CHALLENGE_URL = '/api/Captcha/challenge';
