import type { ApiInstance, AppContext } from '../context';

export function registerWellRoutes(_app: ApiInstance, _context: AppContext): void {}
