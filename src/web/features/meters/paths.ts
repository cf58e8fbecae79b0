/** The staff pages of meters and their readings. */
export const METER_PATHS = {
  register: '/management/meters',
  review: '/meters/review',
} as const;

/** The staff page of a well, where its meter and readings are kept. */
export const wellPath = (wellId: number) => `/well/edit/${wellId}`;
