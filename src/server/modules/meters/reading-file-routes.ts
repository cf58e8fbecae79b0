import type { ApiInstance, AppContext } from '../context';

export function registerReadingFileRoutes(app: ApiInstance, context: AppContext): void {
  void app;
  void context;
}
