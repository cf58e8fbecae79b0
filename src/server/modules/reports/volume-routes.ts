import type { ApiInstance, AppContext } from '../context';

/** Slot: the volume reports (issue 6, item 3). */
export function registerVolumeReportRoutes(app: ApiInstance, context: AppContext): void {
  void app;
  void context;
}
