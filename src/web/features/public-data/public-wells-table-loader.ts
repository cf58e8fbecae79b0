import { importOnDemand } from '../../lib/import-on-demand';

/**
 * The wells table's module, one step away from the page: the page's own `import()` of it would carry
 * the names of every chunk the table needs (the list table library, its fields) in the page's first
 * load. This module needs none but the page's own.
 */
export const loadPublicWellsTable = () => importOnDemand(() => import('./public-wells-table'));
