/**
 * Sent with an answer read from the reporting replica while it lags by more than a minute: the
 * instant (ISO 8601) of the last transaction it had replayed, which the figures are as of. In a
 * module of its own, so the web shell does not carry it.
 */
export const DATA_AS_OF_HEADER = 'X-Data-As-Of';
