import { GENERIC_ERROR_MESSAGE } from '../../shared/contracts/messages';

/** A failed call: the server's message (or the generic fallback) and its per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  /** The server's machine-readable marker, e.g. 'captcha-required'. */
  readonly code: string | undefined;

  constructor(status: number, message?: string | null, errors?: Record<string, string>, code?: string) {
    super(message || GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors ?? {};
    this.code = code;
  }
}

/** The text to show for any thrown value, so screens never print a stack or 'undefined'. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** Reads `{ message, errors }` from an error response, tolerating bodies that are not JSON. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let message: string | undefined;
  let errors: Record<string, string> | undefined;
  let code: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.message === 'string') message = record.message;
      if (typeof record.code === 'string') code = record.code;
      if (record.errors && typeof record.errors === 'object') {
        errors = Object.fromEntries(
          Object.entries(record.errors as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
      }
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): the generic message stands.
  }
  return new ApiError(response.status, message, errors, code);
}
