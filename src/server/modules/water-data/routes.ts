import type { ApiInstance, AppContext } from '../context';

/** Slot: Water Data calls (issue 5, item 4). */
export function registerWaterDataRoutes(app: ApiInstance, context: AppContext): void {
  void app;
  void context;
}
