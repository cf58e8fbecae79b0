import { appendFileSync, readFileSync } from 'node:fs';

/**
 * What never belongs in the server's log: the demo password every journey signs in with, access
 * tokens (JWTs start with eyJ), password hashes, the payment sandbox's client secrets and the
 * sandbox ledger's codes and tokens.
 */
const FORBIDDEN = ['demo12345', 'eyJ', '$argon2', '_secret_', 'sbx-'];

/** pino's level of a warning: such lines are shown on the console as well. */
const WARN = 40;

/** A log destination for the e2e server: every line into `file`, warnings and errors also to stderr. */
export function serverLogFile(file: string): { write(line: string): void } {
  return {
    write(line) {
      appendFileSync(file, line);
      const { level = 0 } = JSON.parse(line) as { level?: number };
      if (level >= WARN) process.stderr.write(line);
    },
  };
}

/**
 * Fails when the run's log holds a secret, or holds no request lines (then the scan proved
 * nothing: the server logged below the level that writes them).
 */
export function assertLogHoldsNoSecrets(file: string): void {
  const log = readFileSync(file, 'utf8');
  if (!log.includes('"msg":"request completed"')) {
    throw new Error(`The e2e server's log (${file}) has no request lines: was it started at LOG_LEVEL=info?`);
  }
  const found = FORBIDDEN.filter((secret) => log.includes(secret));
  if (found.length > 0) {
    throw new Error(`The e2e server's log (${file}) holds ${found.join(', ')}: a secret reached a log line.`);
  }
}
