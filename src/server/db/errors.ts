const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const DEADLOCK_DETECTED = '40P01';

/** The error and its causes: Drizzle wraps the drivers' errors, whose PostgreSQL fields sit on a cause. */
function* errorChain(error: unknown): Generator<{ code?: unknown; constraint?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    yield candidate;
    current = candidate.cause;
  }
}

/** True when a database error carries this SQLSTATE for this constraint (both drivers). */
function isConstraintViolation(error: unknown, sqlState: string, constraint: string): boolean {
  for (const candidate of errorChain(error))
    if (candidate.code === sqlState && candidate.constraint === constraint) return true;
  return false;
}

/** True when PostgreSQL chose this transaction as a deadlock's victim and rolled it back. */
export function isDeadlock(error: unknown): boolean {
  for (const candidate of errorChain(error)) if (candidate.code === DEADLOCK_DETECTED) return true;
  return false;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, UNIQUE_VIOLATION, constraint);
}

export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, FOREIGN_KEY_VIOLATION, constraint);
}

/**
 * SQLSTATEs of a value PostgreSQL cannot take: text it cannot encode (22021, 22P05), a number out
 * of its type's range (22003), a bad or out-of-range date or time (22007, 22008), text longer than
 * its column (22001), text that is not a number where one is expected (22P02), and a statement past
 * a program limit such as 65,535 parameters (54000). The contracts refuse such values first; these
 * are the safety net for one that slips through.
 */
const UNSTORABLE_VALUE_STATES = new Set([
  '22021',
  '22P05',
  '22003',
  '22007',
  '22008',
  '22001',
  '22P02',
  '54000',
]);

/** True when a database error (either driver, wrapped by Drizzle or not) says a value was unusable. */
export function isUnstorableValueError(error: unknown): boolean {
  for (const candidate of errorChain(error))
    if (typeof candidate.code === 'string' && UNSTORABLE_VALUE_STATES.has(candidate.code)) return true;
  return false;
}
