/** A new request key: the server does a keyed create once, however often the request arrives. */
export const newRequestKey = (): string => crypto.randomUUID();
