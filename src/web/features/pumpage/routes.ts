import type { AppRoute } from '../../app/routes';

/** The pages of this feature, added to the app's route table. */
export const PUMPAGE_ROUTES: AppRoute[] = [];
