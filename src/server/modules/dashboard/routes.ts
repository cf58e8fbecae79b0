import type { ApiInstance, AppContext } from '../context';

export function registerDashboardRoutes(_app: ApiInstance, _context: AppContext): void {}
