import type { ApiInstance, AppContext } from '../context';

export function registerClientRoutes(_app: ApiInstance, _context: AppContext): void {}
