import { lazy } from 'react';

/**
 * React.lazy for a component a page renders only after a user action (the register form behind the
 * sign-in page's link, a dialog). `npm run bench -- bundle` leaves a chunk loaded this way out of the
 * route's first-load figure, so use plain `lazy` for anything a page renders at once.
 */
export const lazyOnDemand: typeof lazy = lazy;
