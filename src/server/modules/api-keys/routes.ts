import type { ApiInstance, AppContext } from '../context';

export function registerApiKeyRoutes(_app: ApiInstance, _context: AppContext): void {}
