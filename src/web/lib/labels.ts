/** Shown where a well or its pumpage has no client yet (staff alone see such wells). */
export const NO_CLIENT = 'No client';
