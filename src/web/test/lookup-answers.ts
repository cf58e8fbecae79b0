import { listClientsEndpoint } from '../../shared/contracts/clients';
import {
  listAquifersEndpoint,
  listParishesEndpoint,
  listWellUsesEndpoint,
} from '../../shared/contracts/reference-data';
import { jsonResponse } from './fixtures';

/** Answers of the lookup calls the well filters and form read, for component tests. */
export const LOOKUP_ANSWERS = {
  [listClientsEndpoint.path]: () =>
    jsonResponse({
      message: 'ok',
      data: [
        { id: 1, name: 'Red Stick Water Company', registrationCode: 'RSWC' },
        { id: 2, name: 'Capitol Chemical', registrationCode: 'CAPC' },
      ],
    }),
  [listAquifersEndpoint.path]: () =>
    jsonResponse({
      message: 'ok',
      data: [
        { id: 11, aquiferId: '400', name: '400-Foot Sand', isActive: true },
        { id: 12, aquiferId: '600', name: '600-Foot Sand', isActive: true },
        { id: 13, aquiferId: '1500', name: '1,500-Foot Sand', isActive: true },
      ],
    }),
  [listWellUsesEndpoint.path]: () =>
    jsonResponse({
      message: 'ok',
      data: [
        {
          id: 21,
          wellUseId: 'IND',
          description: 'Industrial',
          classification: null,
          wellUseCategoryId: null,
          wellUseCategory: null,
          isActive: true,
        },
      ],
    }),
  [listParishesEndpoint.path]: () =>
    jsonResponse({ message: 'ok', data: [{ id: 31, parishId: 'EBR', name: 'East Baton Rouge' }] }),
};
