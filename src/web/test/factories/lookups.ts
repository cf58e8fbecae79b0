import { listClientsEndpoint } from '../../../shared/contracts/clients';
import {
  listAquifersEndpoint,
  listParishesEndpoint,
  listWellUsesEndpoint,
  type WellUse,
} from '../../../shared/contracts/reference-data';
import { jsonResponse } from '../api-mock';

const answer = (data: unknown[]) => () => jsonResponse({ message: 'ok', data });

/** A well use as the lookup list answers it: no classification or category unless given. */
export function wellUse(overrides: Pick<WellUse, 'id' | 'wellUseId' | 'description'>): WellUse {
  return {
    classification: null,
    wellUseCategoryId: null,
    wellUseCategory: null,
    isActive: true,
    ...overrides,
  };
}

/** Answers of the lookup calls the well filters, report filters and well form read. */
export const LOOKUP_ANSWERS = {
  [listClientsEndpoint.path]: answer([
    { id: 1, name: 'Red Stick Water Company', registrationCode: 'RSWC' },
    { id: 2, name: 'Capitol Chemical', registrationCode: 'CAPC' },
  ]),
  [listAquifersEndpoint.path]: answer([
    { id: 11, aquiferId: '400', name: '400-Foot Sand', isActive: true },
    { id: 12, aquiferId: '600', name: '600-Foot Sand', isActive: true },
    { id: 13, aquiferId: '1500', name: '1,500-Foot Sand', isActive: true },
  ]),
  [listWellUsesEndpoint.path]: answer([wellUse({ id: 21, wellUseId: 'IND', description: 'Industrial' })]),
  [listParishesEndpoint.path]: answer([{ id: 31, parishId: 'EBR', name: 'East Baton Rouge' }]),
};

/** The dashboards' lookups: two of each, so a filter can pick one of several. */
export const DASHBOARD_LOOKUP_ANSWERS = {
  [listClientsEndpoint.path]: answer([
    { id: 5, name: 'Red Stick Water Company' },
    { id: 6, name: 'Bayou Chemicals' },
  ]),
  [listAquifersEndpoint.path]: answer([
    { id: 1, aquiferId: '1500', name: 'Sand 1500', isActive: true },
    { id: 2, aquiferId: '2000', name: 'Sand 2000', isActive: true },
  ]),
  [listWellUsesEndpoint.path]: answer([
    wellUse({ id: 7, wellUseId: 'IN', description: 'Industrial' }),
    wellUse({ id: 8, wellUseId: 'PS', description: 'Public Supply' }),
  ]),
  [listParishesEndpoint.path]: answer([
    { id: 3, parishId: '17', name: 'East Baton Rouge' },
    { id: 4, parishId: '61', name: 'West Baton Rouge' },
  ]),
};
