// What other modules and the app use of wells: its routes, the well-use label's SQL and the well filter
// conditions that pumpage and reports share.
export { WELL_USE_LABEL } from './well-columns';
export { wellIdConditions, wellNumberContains } from './well-conditions';
export { registerWellRoutes } from './routes';
