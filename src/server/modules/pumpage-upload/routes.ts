import type { ApiInstance, AppContext } from '../context';

export function registerPumpageUploadRoutes(_app: ApiInstance, _context: AppContext): void {}
