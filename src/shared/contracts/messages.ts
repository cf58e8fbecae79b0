/** The spec's fallback text for any failure without a server message. */
export const GENERIC_ERROR_MESSAGE = 'Oops! Something went wrong on the server. Please contact support.';

/**
 * A record the caller may not see answers as if it did not exist: one message for both, so that a
 * 404 never tells another client's ids apart from unused ones.
 */
export const CLIENT_NOT_FOUND = 'Client not found.';
export const WELL_NOT_FOUND = 'Well not found.';
export const INVOICE_NOT_FOUND = 'Invoice not found';
