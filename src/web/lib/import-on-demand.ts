/**
 * `import()` of a module used only after a user action (the CSV writer behind Download CSV), written
 * `importOnDemand(() => import(<module>))`: `npm run bench -- bundle` leaves its chunk out of the
 * route's first-load figure as it does for `lazyOnDemand`. A bare `import()` counts as loaded at
 * render. (Apart from lazy-on-demand.ts, so the sign-in page's chunks do not change with it.)
 */
export function importOnDemand<Module>(load: () => Promise<Module>): Promise<Module> {
  return load();
}
