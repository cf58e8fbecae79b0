/** The spec's fallback text for any failure without a server message (section 8). */
export const GENERIC_ERROR_MESSAGE = 'Oops! Something went wrong on the server. Please contact support.';
