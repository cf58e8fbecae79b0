import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/Wells', '/api/Wells'],
    ['/api/Users/GetUser?id=4', '/api/Users/GetUser?id=4'],
    [
      '/api/Users/ChangeUserPassword?userId=4&password=s3cret',
      '/api/Users/ChangeUserPassword?userId=4&password=[redacted]',
    ],
    ['/x?Password=a&currentPassword=b', '/x?Password=[redacted]&currentPassword=[redacted]'],
    ['/x?pass%77ord=a', '/x?pass%77ord=[redacted]'],
    ['/x?password', '/x?password=[redacted]'],
    ['/x?%E0%A4%A=1&password=a', '/x?%E0%A4%A=1&password=[redacted]'],
    [
      '/api/GetInvoicePdf?invoiceId=3&uid=4&iat=1&exp=2&sig=abc-_9',
      '/api/GetInvoicePdf?invoiceId=3&uid=4&iat=1&exp=2&sig=[redacted]',
    ],
  ])('%s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});
