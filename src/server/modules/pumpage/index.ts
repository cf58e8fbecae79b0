// What other modules and the app use of pumpage: its routes, the filter conditions reports share and the
// lock every pumpage write takes.
export { pumpageConditions, pumpagePeriod, pumpageWellConditions } from './pumpage-conditions';
export { rangePumpageRowsSql } from './range-totals';
export { lockPumpageWrites } from './pumpage-write-lock';
export { registerPumpageRoutes } from './routes';
