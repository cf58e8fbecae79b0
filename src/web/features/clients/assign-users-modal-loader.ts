import { importOnDemand } from '../../lib/import-on-demand';

/**
 * The Assign User dialog's module, one step away from the client page: the page's own `import()` of
 * it would carry the names of every chunk the dialog needs (its form fields, the users list), about
 * 300 bytes of first load on a page (the owner's organization profile) that has none to spare. This
 * module needs none but the page's own.
 */
export const loadAssignUsersModal = () => importOnDemand(() => import('./assign-users-modal'));
