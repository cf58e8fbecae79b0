import type { ApiInstance, AppContext } from '../context';

export function registerReferenceDataRoutes(_app: ApiInstance, _context: AppContext): void {}
