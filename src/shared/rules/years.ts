/** The first year of every year filter and year choice: no district record is older. */
export const FIRST_YEAR = 1970;
