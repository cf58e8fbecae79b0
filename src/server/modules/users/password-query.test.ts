import { describe, expect, it } from 'vitest';
import { passwordQueryAsBody } from './password-query';

describe('passwordQueryAsBody', () => {
  const body = { userId: 3, password: 'in-body' };
  it.each([
    ['a body wins over the query', { userId: '4', password: 'q' }, body, body],
    [
      'the spec’s query form becomes the body',
      { userId: '4', password: 'q' },
      undefined,
      { userId: 4, password: 'q' },
    ],
    [
      'a non-numeric id stays text for validation to refuse',
      { userId: '4x', password: 'q' },
      undefined,
      { userId: '4x', password: 'q' },
    ],
    ['no query and no body stays empty', {}, undefined, undefined],
    ['a null body with the query form', { userId: '9', password: 'q' }, null, { userId: 9, password: 'q' }],
  ])('%s', (_case, query, given, expected) => expect(passwordQueryAsBody(query, given)).toEqual(expected));
});
