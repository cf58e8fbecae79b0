import { ConfigError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

/**
 * The start-up failures an operator can act on (a wrong setting, a data folder another process
 * holds): a command prints their message as one line, not a stack trace, and exits.
 */
export function isOperatorError(error: unknown): error is Error {
  return error instanceof ConfigError || error instanceof DataDirLockedError;
}
