const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** True when a database error carries this SQLSTATE for this constraint (both drivers). */
function isConstraintViolation(error: unknown, sqlState: string, constraint: string): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the cause.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === sqlState && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, UNIQUE_VIOLATION, constraint);
}

export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, FOREIGN_KEY_VIOLATION, constraint);
}
