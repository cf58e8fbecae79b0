import type { ApiInstance, AppContext } from '../context';

/** Slot: the well usage report (issue 5, item 5). */
export function registerWellUsageReportRoutes(app: ApiInstance, context: AppContext): void {
  void app;
  void context;
}
