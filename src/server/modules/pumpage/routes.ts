import type { ApiInstance, AppContext } from '../context';

export function registerPumpageRoutes(_app: ApiInstance, _context: AppContext): void {}
