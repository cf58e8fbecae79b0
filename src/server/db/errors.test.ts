import { describe, expect, it } from 'vitest';
import { isDeadlock, isUniqueViolation } from './errors';

const databaseError = (code: string, constraint?: string) =>
  Object.assign(new Error('database'), { code, constraint });
const wrapped = (cause: unknown) => new Error('Failed query: insert ...', { cause });

describe('database errors, as the driver throws them or wrapped by Drizzle', () => {
  it.each([
    ['a deadlock', databaseError('40P01'), true],
    ['a wrapped deadlock', wrapped(databaseError('40P01')), true],
    ['a serialization failure', wrapped(databaseError('40001')), false],
    ['a message that only says so', new Error('deadlock detected'), false],
  ])('%s: isDeadlock %s', (_, error, expected) => {
    expect(isDeadlock(error)).toBe(expected);
  });

  it.each([
    ['its constraint', wrapped(databaseError('23505', 'wells_number_unique')), true],
    ['another constraint', wrapped(databaseError('23505', 'other_unique')), false],
    ['another error', wrapped(databaseError('23503', 'wells_number_unique')), false],
  ])('a unique violation of %s: %s', (_, error, expected) => {
    expect(isUniqueViolation(error, 'wells_number_unique')).toBe(expected);
  });
});
