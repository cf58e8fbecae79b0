import type { ApiInstance, AppContext } from '../context';

export function registerUserAdminRoutes(_app: ApiInstance, _context: AppContext): void {}
