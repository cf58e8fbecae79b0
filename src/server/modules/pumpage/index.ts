// What other modules and the app use of pumpage: its routes, the filter conditions reports share and the
// lock every pumpage write takes.
export { pumpageConditions } from './pumpage-conditions';
export { lockPumpageWrites } from './pumpage-write-lock';
export { registerPumpageRoutes } from './routes';
