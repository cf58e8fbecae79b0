import type { ApiInstance, AppContext } from '../context';

export function registerMeterRegisterRoutes(app: ApiInstance, context: AppContext): void {
  void app;
  void context;
}
