import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';
import { REFERENCE_PATHS as PATHS } from './paths';

const parishes = lazy(() => import('./parishes-page'));
const parishForm = lazy(() => import('./parish-form-page'));
const aquifers = lazy(() => import('./aquifers-page'));
const aquiferForm = lazy(() => import('./aquifer-form-page'));
const categories = lazy(() => import('./well-use-categories-page'));
const categoryForm = lazy(() => import('./well-use-category-form-page'));
const wellUses = lazy(() => import('./well-uses-page'));
const wellUseForm = lazy(() => import('./well-use-form-page'));

const staffPage = (path: string, page: AppRoute['page']): AppRoute => ({
  path,
  page,
  layout: 'staff',
  level: ACCESS.staff,
});

/** The pages of this feature, added to the app's route table. */
export const REFERENCE_DATA_ROUTES: AppRoute[] = [
  staffPage(PATHS.parishes, parishes),
  staffPage(PATHS.newParish, parishForm),
  staffPage(PATHS.editParish(':id'), parishForm),
  staffPage(PATHS.aquifers, aquifers),
  staffPage(PATHS.newAquifer, aquiferForm),
  staffPage(PATHS.editAquifer(':id'), aquiferForm),
  staffPage(PATHS.wellUseCategories, categories),
  staffPage(PATHS.newWellUseCategory, categoryForm),
  staffPage(PATHS.editWellUseCategory(':id'), categoryForm),
  staffPage(PATHS.wellUses, wellUses),
  staffPage(PATHS.newWellUse, wellUseForm),
  staffPage(PATHS.editWellUse(':id'), wellUseForm),
];
