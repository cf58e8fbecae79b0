import type { ApiInstance, AppContext } from '../context';

export function registerPublicDataRoutes(_app: ApiInstance, _context: AppContext): void {}
