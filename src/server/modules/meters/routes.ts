import type { ApiInstance, AppContext } from '../context';
import { registerMeterRegisterRoutes } from './register-routes';
import { registerReadingFileRoutes } from './reading-file-routes';
import { registerReadingRoutes } from './reading-routes';

/** The meter register, the readings and the files of readings and photos. */
export function registerMeterRoutes(app: ApiInstance, context: AppContext): void {
  registerMeterRegisterRoutes(app, context);
  registerReadingRoutes(app, context);
  registerReadingFileRoutes(app, context);
}
