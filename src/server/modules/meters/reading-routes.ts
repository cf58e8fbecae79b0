import type { ApiInstance, AppContext } from '../context';

export function registerReadingRoutes(app: ApiInstance, context: AppContext): void {
  void app;
  void context;
}
