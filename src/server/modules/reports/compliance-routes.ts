import type { ApiInstance, AppContext } from '../context';

/** Slot: the compliance report (issue 6, item 2). */
export function registerComplianceReportRoutes(app: ApiInstance, context: AppContext): void {
  void app;
  void context;
}
