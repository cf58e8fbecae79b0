import { jsonResponse } from '../../test/fixtures';
import { listClientsEndpoint } from '../../../shared/contracts/clients';
import {
  listAquifersEndpoint,
  listParishesEndpoint,
  listWellUsesEndpoint,
} from '../../../shared/contracts/reference-data';

/** The lookup calls of the dashboard's filter dialogs, answered with a few rows each. */
export const LOOKUP_HANDLERS = {
  [listClientsEndpoint.path]: () =>
    jsonResponse({
      message: 'OK',
      data: [
        { id: 5, name: 'Red Stick Water Company' },
        { id: 6, name: 'Bayou Chemicals' },
      ],
    }),
  [listAquifersEndpoint.path]: () =>
    jsonResponse({
      message: 'OK',
      data: [
        { id: 1, aquiferId: '1500', name: 'Sand 1500', isActive: true },
        { id: 2, aquiferId: '2000', name: 'Sand 2000', isActive: true },
      ],
    }),
  [listWellUsesEndpoint.path]: () =>
    jsonResponse({
      message: 'OK',
      data: [
        {
          id: 7,
          wellUseId: 'IN',
          description: 'Industrial',
          classification: null,
          wellUseCategoryId: null,
          wellUseCategory: null,
          isActive: true,
        },
        {
          id: 8,
          wellUseId: 'PS',
          description: 'Public Supply',
          classification: null,
          wellUseCategoryId: null,
          wellUseCategory: null,
          isActive: true,
        },
      ],
    }),
  [listParishesEndpoint.path]: () =>
    jsonResponse({
      message: 'OK',
      data: [
        { id: 3, parishId: '17', name: 'East Baton Rouge' },
        { id: 4, parishId: '61', name: 'West Baton Rouge' },
      ],
    }),
};
