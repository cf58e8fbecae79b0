/*
 * The labels of the public benchmark's totals, shared by the benchmark and its readers' process
 * (which runs as a script: importing it would run it).
 */

/** Every call of every label at once. */
export const OVERALL = 'every call';
/** One whole opening of the page, from its HTML to its download. */
export const WHOLE_PAGE = 'whole page (its steps one after another)';
