import { importOnDemand } from '../../lib/import-on-demand';

/**
 * The panel's module, one step away from the page that asks for it: a page's own `import()` of the
 * panel would carry the names of every chunk the panel needs (for the browser to fetch them
 * together), about 300 bytes of first load on a page that has none to spare. This module needs
 * none but the page's own, so the page names only this one.
 */
export const loadReportsDuePanel = () => importOnDemand(() => import('./reports-due-panel'));
