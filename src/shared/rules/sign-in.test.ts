import { describe, expect, it } from 'vitest';
import { authenticateRequestSchema } from '../contracts/users';
import { normalizeEmail, signInErrors, SIGN_IN_MESSAGES, type SignInErrors } from './sign-in';

const LONG_EMAIL = `${'a'.repeat(240)}@demo.test.org`;

describe('signInErrors', () => {
  it.each<{ email: string; password: string; errors: SignInErrors }>([
    { email: 'ada@demo.test', password: 'x', errors: {} },
    { email: '  Ada@Demo.TEST ', password: 'demo12345', errors: {} },
    { email: "o'brien+gcd@sub.demo.org", password: ' ', errors: {} },
    {
      email: '',
      password: '',
      errors: { email: SIGN_IN_MESSAGES.email, password: SIGN_IN_MESSAGES.password },
    },
    { email: '   ', password: 'x', errors: { email: SIGN_IN_MESSAGES.email } },
    { email: 'not-an-email', password: 'x', errors: { email: SIGN_IN_MESSAGES.email } },
    { email: 'ada@demo', password: 'x', errors: { email: SIGN_IN_MESSAGES.email } },
    { email: '.ada@demo.test', password: 'x', errors: { email: SIGN_IN_MESSAGES.email } },
    { email: 'ada..b@demo.test', password: 'x', errors: { email: SIGN_IN_MESSAGES.email } },
    { email: 'ada@-demo.test', password: 'x', errors: { email: SIGN_IN_MESSAGES.email } },
    { email: 'a b@demo.test', password: 'x', errors: { email: SIGN_IN_MESSAGES.email } },
    { email: LONG_EMAIL, password: 'x', errors: { email: SIGN_IN_MESSAGES.emailTooLong } },
    {
      email: `${'@'.repeat(251)}`,
      password: '',
      errors: { email: SIGN_IN_MESSAGES.emailTooLong, password: SIGN_IN_MESSAGES.password },
    },
  ])('gives $errors for "$email"', ({ email, password, errors }) => {
    expect(signInErrors({ email, password })).toEqual(errors);
  });

  it.each([
    'ada@demo.test',
    ' Ada@Demo.test',
    '',
    'ada@demo',
    'ada..b@demo.test',
    '.ada@demo.test',
    'ada@demo.t',
    'ada@demo.co.uk',
    'ada_b-c+d@x-y.example',
    'ada@[127.0.0.1]',
    LONG_EMAIL,
  ])('agrees with the contract on "%s"', (email) => {
    for (const password of ['', 'secret']) {
      const parsed = authenticateRequestSchema.safeParse({ email, password });
      const fromContract: SignInErrors = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0] as keyof SignInErrors;
        fromContract[field] ??= issue.message;
      }
      expect(signInErrors({ email, password })).toEqual(fromContract);
      if (parsed.success) expect(parsed.data.email).toBe(normalizeEmail(email));
    }
  });
});
